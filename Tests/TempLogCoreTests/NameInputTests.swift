import TempLogText
import Testing

@testable import TempLogCore

/// Names take a fast path when they are ASCII name characters; it must read them as the full
/// rules do.
@Suite struct NameInputTests {
    @Test(arguments: [
        "hana", "Mary-Jane", "o'neil", "a.b_c", "x", "mee", "em", String(repeating: "k", count: 32),
    ])
    func keepsAnASCIINameAsTyped(name: String) throws {
        #expect(try NameInput.parse(name) == name)
    }

    @Test(arguments: [("ｈａｎａ", "hana"), (" hana ", "hana"), ("はな", "はな"), ("Zoë", "Zoë")])
    func foldsAndTrimsOtherNames(typed: String, name: String) throws {
        #expect(try NameInput.parse(typed) == name)
    }

    @Test(arguments: [("me", "me"), ("ME", "ME"), ("mE", "mE"), ("ＭＥ", "ME")])
    func reservesTheOwnerWordInAnyCase(typed: String, name: String) {
        #expect(throws: InputError.reservedName(name)) { try NameInput.parse(typed) }
    }

    @Test(arguments: ["", "hana!", "ha na", String(repeating: "k", count: 33), "a\u{7F}"])
    func refusesWhatIsNoName(typed: String) {
        #expect(throws: InputError.notAName(TextInput.printable(typed))) {
            try NameInput.parse(typed)
        }
    }
}
