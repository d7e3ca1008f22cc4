import Foundation
import TestSupport

/// The ids a page shows for readings, in place of the random ones templog gives them: the first
/// new id a chain of examples makes is shown as the first id drawn from the chain's seed, and
/// so on, so the page reads the same on every run. Ids typed in a command (`delete 3c9023`)
/// are given to templog as the real ones. A store's identity (`"store":"…"`) is shown the same
/// way, drawn from a sequence of its own, so the readings' ids are shown as they were before
/// stores had one.
struct ExampleIDs {
    private var generator: SeededGenerator
    private var storeGenerator: SeededGenerator
    /// The real id and the id the page shows, in the order the readings appeared.
    private var pairs: [(local: String, shown: String)] = []

    init(seed: String) {
        // FNV-1a: a stable hash of the seed (Hasher is seeded per process).
        generator = SeededGenerator(seed: Self.hash(seed))
        storeGenerator = SeededGenerator(seed: Self.hash(seed + "/store"))
    }

    /// FNV-1a of `text`.
    private static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// Learns the ids of the readings now in the files under `directory` that it has not seen,
    /// in the order the files (by name) hold them.
    mutating func learn(from directory: String) {
        let markers = [Array(#""id":""#.utf8), Array(#""store":""#.utf8)]
        // In order of name, whatever order the file system lists them in: the store comes before
        // its journal, and a chain's ids are the same on every machine.
        let names = (FileManager.default.subpaths(atPath: directory) ?? []).sorted()
        for name in names {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name),
                data.count < 4_000_000
            else { continue }
            let bytes = [UInt8](data)
            var index = 0
            while index + 12 < bytes.count {
                defer { index += 1 }
                guard
                    let marker = markers.first(where: {
                        index + $0.count + 12 <= bytes.count
                            && bytes[index..<index + $0.count].elementsEqual($0)
                    })
                else { continue }
                let start = index + marker.count
                let id = String(decoding: bytes[start..<start + 12], as: UTF8.self)
                guard Self.isHex(id), !pairs.contains(where: { $0.local == id }) else { continue }
                pairs.append((id, marker == markers[0] ? nextShownID() : nextShownStore()))
            }
        }
    }

    /// `text` with every real id, and every real short id, as the page shows it.
    func shown(_ text: String) -> String {
        var text = text
        for pair in pairs {
            text = text.replacingOccurrences(of: pair.local, with: pair.shown)
                .replacingOccurrences(of: pair.local.prefix(6), with: pair.shown.prefix(6))
        }
        return text
    }

    /// The real id (or as much of it) for an id the page shows, or nil when `argument` is not
    /// (the start of) exactly one shown id.
    func local(_ argument: String) -> String? {
        guard (4...12).contains(argument.count), Self.isHex(argument) else { return nil }
        let matches = pairs.filter { $0.shown.hasPrefix(argument) }
        guard matches.count == 1 else { return nil }
        return String(matches[0].local.prefix(argument.count))
    }

    /// `text` (a file the page shows) with every shown id as the real one.
    func local(inText text: String) -> String {
        pairs.reduce(text) { $0.replacingOccurrences(of: $1.shown, with: $1.local) }
    }

    private mutating func nextShownID() -> String {
        Self.next(from: &generator, avoiding: pairs)
    }

    private mutating func nextShownStore() -> String {
        Self.next(from: &storeGenerator, avoiding: pairs)
    }

    /// The next id drawn from `generator` whose first six digits no shown id has.
    private static func next(
        from generator: inout SeededGenerator, avoiding pairs: [(local: String, shown: String)]
    ) -> String {
        while true {
            let value = generator.next()
            let hex = String(value & 0xFFFF_FFFF_FFFF, radix: 16)
            let id = String(repeating: "0", count: 12 - hex.count) + hex
            if !pairs.contains(where: { $0.shown.prefix(6) == id.prefix(6) }) { return id }
        }
    }

    private static func isHex(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
