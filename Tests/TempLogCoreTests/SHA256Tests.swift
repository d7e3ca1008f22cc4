import Testing

@testable import TempLogCore

/// The journal's SHA-256 against references: the examples of FIPS 180-4 (NIST's "abc", the
/// 448-bit message and a million `a`s), and digests Python's `hashlib` gave for every length
/// where the padding changes shape (55, 56, 63, 64 and 65 bytes, two blocks at 119 and 120).
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            String(repeating: "a", count: 1_000_000),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        ),
    ])
    func theExamplesOfTheStandardGiveItsDigests(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    /// `(31 × i + 7) mod 256` for i from 0, as Python makes the same bytes:
    /// `bytes((i * 31 + 7) % 256 for i in range(n))`.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(($0 * 31 + 7) % 256) }
    }

    @Test(arguments: [
        (0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (1, "ca358758f6d27e6cf45272937977a748fd88391db679ceda7dc7bf1f005ee879"),
        (55, "8aa994584139d128848eeebc4e815639ba5ab6e6e39574195a63ac4f14f7c43b"),
        (56, "ad574708f75c044c9b85de64cb568ee7711ff4f36448c6242f053ba8f6cc2b63"),
        (63, "280ed3e8ff1df845b2e7dfe6ac6cee817bef20e783cc65abc41b818b4d2fe076"),
        (64, "c6ab9724ade5b6a7a1edfffb12f3aa9181351355af8fd08c919952ad211339dd"),
        (65, "788367c73c7ddf4c53f65e68cc0d943e6227ab55b0e78ba63ace822b1c6301c0"),
        (119, "3d610547d68216dedf7435a4fb6260353911f6b3fd3f18805ddb8be285d726fe"),
        (120, "1f80156a804cb7862ad113e8200e9d74499723e7c7854d5f48776d3148e09656"),
        (1000, "5097e7d587352f5097062ae679f37bda5802d9f875aba14c8cb4d1a188ada179"),
    ])
    func everyPaddingShapeGivesPythonsDigest(length: Int, digest: String) {
        #expect(SHA256.hex(Self.pattern(length)) == digest)
    }
}
