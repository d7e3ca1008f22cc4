import Foundation
import TestSupport
import Testing

@testable import TempLogCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The profiles file beside the store: its lines, a damaged line, the reserved owner words,
/// and undo.
@Suite struct ProfileFileTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }
    let now = Timestamp.parse(rfc3339: Array("2026-11-29T07:31:00+09:00".utf8))!

    func mode(_ path: String) -> Int {
        var status = stat()
        stat(path, &status)
        return Int(status.st_mode & 0o777)
    }

    @Test func aProfileRoundTripsThroughAPrivateFileOneLinePerPerson() throws {
        try store.updateProfile(of: .named("hana"), at: now) {
            $0.displayName = "山田 花子"
            $0.className = "3年2組"
        }
        try store.updateProfile(of: .owner, at: now) { $0.school = "桜小学校" }
        try store.updateProfile(of: .named("HANA"), at: now) { $0.number = "12" }
        #expect(
            directory.read("readings.jsonl.people") == """
                {"who":"hana","displayName":"山田 花子","class":"3年2組","number":"12"}
                {"school":"桜小学校"}

                """)
        #expect(mode(store.profilesPath) == 0o600)
        #expect(directory.read("readings.jsonl") == nil)
        #expect(
            try store.profile(of: .named("Hana"))
                == PersonProfile(displayName: "山田 花子", className: "3年2組", number: "12"))
        #expect(try store.profile(of: .owner) == PersonProfile(school: "桜小学校"))
        #expect(try store.profile(of: .named("taro")).isEmpty)
    }

    @Test func aRewrittenLineKeepsKeysItDoesNotKnowAndOtherLinesAsWritten() throws {
        directory.write(
            "readings.jsonl.people",
            """
            {"who":"hana","displayName":"花子","photo":{"file":"hana.png"}}
            {"school" : "桜小学校"}

            """)
        try store.updateProfile(of: .named("hana"), at: now) { $0.className = "3年2組" }
        #expect(
            directory.read("readings.jsonl.people") == """
                {"photo":{"file":"hana.png"},"who":"hana","displayName":"花子","class":"3年2組"}
                {"school" : "桜小学校"}

                """)
        // Emptied, the profile's line keeps what templog does not know.
        try store.updateProfile(of: .named("hana"), at: now) { $0 = PersonProfile() }
        #expect(
            directory.read("readings.jsonl.people") == """
                {"photo":{"file":"hana.png"},"who":"hana"}
                {"school" : "桜小学校"}

                """)
        #expect(try store.profile(of: .named("hana")) == PersonProfile())
    }

    @Test func aChangeThatChangesNothingLeavesTheFileAndJournalAlone() throws {
        try store.updateProfile(of: .named("hana"), at: now) { $0.displayName = "花子" }
        let again = try store.updateProfile(of: .named("hana"), at: now) {
            $0.displayName = "花子"
        }
        #expect(!again.changed)
        #expect(try store.changes().count == 1)
    }

    @Test func aDamagedLineIsPassedOverReportedAndMovedAsideByARepair() throws {
        try store.append(sampleReading())
        directory.write(
            "readings.jsonl.people",
            """
            {"who":"hana","displayName":"花子"}
            {"who":"taro","displayName":"a\\tb"}
            not json

            """)
        let read = try store.profiles()
        #expect(read.profiles == [.named("hana"): PersonProfile(displayName: "花子")])
        #expect(read.malformedLines.map(\.lineNumber) == [2, 3])
        let check = try store.check()
        #expect(check.malformedProfileLines.map(\.lineNumber) == [2, 3])
        #expect(!check.isClean)
        let actions = try store.repair(now: now)
        guard case .movedLines(unreadable: 2, duplicates: 0, let path) = actions.first else {
            Issue.record("lines not moved: \(actions)")
            return
        }
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == #"{"who":"taro","displayName":"a\tb"}"# + "\nnot json\n")
        #expect(
            directory.read("readings.jsonl.people") == #"{"who":"hana","displayName":"花子"}"# + "\n")
        #expect(try store.check().malformedProfileLines.isEmpty)
    }

    @Test func undoPutsTheProfileBackAndRefusesOneEditedSince() throws {
        try store.updateProfile(of: .named("hana"), at: now) { $0.displayName = "花子" }
        try store.updateProfile(of: .named("hana"), at: now) { $0.displayName = "山田 花子" }
        guard case .undone(let change, _) = try store.undo() else {
            Issue.record("nothing undone")
            return
        }
        guard case .profile(let profile) = change.change else {
            Issue.record("not a profile change: \(change)")
            return
        }
        #expect(profile.before == PersonProfile(displayName: "花子"))
        #expect(
            directory.read("readings.jsonl.people") == #"{"who":"hana","displayName":"花子"}"# + "\n")
        guard case .undone = try store.undo() else {
            Issue.record("nothing undone")
            return
        }
        #expect(directory.read("readings.jsonl.people") == "")
        try store.updateProfile(of: .named("hana"), at: now) { $0.displayName = "花子" }
        directory.write("readings.jsonl.people", #"{"who":"hana","displayName":"はな"}"# + "\n")
        #expect(throws: StoreError.self) { try store.undo() }
        #expect(
            directory.read("readings.jsonl.people") == #"{"who":"hana","displayName":"はな"}"# + "\n")
    }

    @Test(arguments: [("本人", "本人"), ("あなた", "あなた"), ("自分", "自分"), ("me", "me"), ("ＭＥ", "ME")])
    func theOwnerWordsNameTheOwnerAndNoOneElse(word: String, folded: String) throws {
        #expect(try Person.parse(word) == .owner)
        #expect(throws: InputError.reservedName(folded)) { try NameInput.parse(word) }
    }

    @Test func aStoredFormerNameStaysApartUntilARepairFilesItAsTheOwners() throws {
        directory.write(
            "readings.jsonl",
            #"{"id":"a00000000001","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.5,"who":"本人"}"#
                + "\n")
        #expect(
            try store.newestFirst(limit: 1, matching: Query()).readings.map(\.person.who) == ["本人"])
        let check = try store.check()
        #expect(check.formerNames == [StoreCheck.FormerName(name: "本人", readings: 1)])
        #expect(check.textProblems.isEmpty)
        #expect(try store.repair(now: now).contains(.filedAsOwner(name: "本人", lines: 1)))
        #expect(
            try store.newestFirst(limit: 1, matching: Query()).readings.map(\.person.who) == [nil])
    }

    @Test(arguments: [
        ("", InputError.emptyProfileText(.displayName)),
        ("a\u{7}b", .profileControlCharacter(.displayName, 7)),
        (
            String(repeating: "あ", count: 65),
            .profileTextTooLong(.displayName, length: 65, limit: 64)
        ),
    ])
    func aDisplayNameMustBeOneShortLine(text: String, error: InputError) {
        #expect(throws: error) { try ProfileInput.parse(text, for: .displayName) }
    }
}

/// The fields that say where a person goes, in the profiles file and as typed.
@Suite struct WorkAndSchoolProfileTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }
    let now = Timestamp.parse(rfc3339: Array("2026-11-29T07:31:00+09:00".utf8))!

    @Test func theWorkAndSchoolFieldsRoundTripUnderTheirKeys() throws {
        try store.updateProfile(of: .owner, at: now) {
            $0.department = "営業部"
            $0.staffNumber = "10234"
            $0.sheetRule = "none"
        }
        try store.updateProfile(of: .named("ken"), at: now) {
            $0.school = "ひまわり保育園"
            $0.schoolKind = .nursery
        }
        #expect(
            directory.read("readings.jsonl.people") == """
                {"department":"営業部","staffNumber":"10234","sheetRule":"none"}
                {"who":"ken","school":"ひまわり保育園","schoolKind":"nursery"}

                """)
        let owner = try store.profile(of: .owner)
        #expect(owner == PersonProfile(department: "営業部", staffNumber: "10234", sheetRule: "none"))
        #expect(owner.namesWorkplace && !owner.namesSchool)
        let ken = try store.profile(of: .named("ken"))
        #expect(ken.schoolKind == .nursery && ken.namesSchool && !ken.namesWorkplace)
    }

    @Test(arguments: [
        (#"{"who":"ken","schoolKind":"daycare"}"#, false),
        (#"{"who":"ken","schoolKind":"Nursery"}"#, false),
        (#"{"who":"ken","staffNumber":12}"#, false),
        (#"{"school":"株式会社みらい商事"}"#, true),
        (#"{"sheetRule":"\#(String(repeating: "熱", count: 100))"}"#, true),
        (#"{"sheetRule":"\#(String(repeating: "熱", count: 101))"}"#, false),
    ])
    func aLineIsAProfileOnlyWithValuesTemplogWouldStore(line: String, isProfile: Bool) throws {
        directory.write("readings.jsonl.people", line + "\n")
        let read = try store.profiles()
        #expect(read.profiles.count == (isProfile ? 1 : 0))
        #expect(read.malformedLines.count == (isProfile ? 0 : 1))
    }

    @Test(arguments: [
        ("株式会社みらい商事", true), ("みらい商事（株）", true), ("㈱みらい", true),
        ("Mirai Trading Co., Ltd.", true), ("Acme Inc.", true), ("Lincoln Elementary", false),
        ("桜小学校", false), ("ひまわり保育園", false),
    ])
    func aSchoolThatNamesACompanyIsRefused(name: String, refused: Bool) {
        let parsed = Result { try ProfileInput.parse(name, for: .school) }
        if refused {
            #expect(throws: InputError.schoolNamesCompany(name)) { try parsed.get() }
        } else {
            #expect((try? parsed.get()) == name)
        }
    }

    @Test func aSchoolKindIsOneOfTheKindsByItsName() throws {
        #expect(try ProfileInput.parse(" NURSERY ", for: .schoolKind) == "nursery")
        #expect(throws: InputError.notASchoolKind("保育園")) {
            try ProfileInput.parse("保育園", for: .schoolKind)
        }
    }
}

/// One person's line with every kind of member: the fields, the fever threshold and the people
/// of other stores, in one key order, and read whatever order an older templog wrote them in.
@Suite struct ProfileLineKeyOrderTests {
    static let sato = StoreIdentity("0123456789ab")!

    @Test func everyMemberIsWrittenFieldsThenFeverThenSourcesAndReadInAnyOrder() throws {
        var profile = PersonProfile(
            displayName: "山田 花子", school: "桜小学校", className: "3年2組", number: "12",
            schoolKind: .school, sheetRule: "none",
            fever: FeverThreshold(Temperature(centiCelsius: 3700), in: .celsius))
        profile.sources = [PersonSource(store: Self.sato, person: .named("hana"), file: "sato.csv")]
        let line = String(decoding: ProfileLine.encode(profile, of: .named("hana")), as: UTF8.self)
        #expect(
            line
                == #"{"who":"hana","displayName":"山田 花子","school":"桜小学校","schoolKind":"school","class":"3年2組","number":"12","sheetRule":"none","fever":37.0,"sources":[{"store":"0123456789ab","who":"hana","file":"sato.csv"}]}"#
        )
        let decoded = try #require(ProfileLine.decode(Array(line.utf8)))
        #expect(decoded.0 == .named("hana") && decoded.1 == profile)
        // An older line: the sources first, the fever before the fields, no new field.
        let older =
            #"{"sources":[{"store":"0123456789ab","who":"hana"}],"fever":37.0,"who":"hana","displayName":"山田 花子","class":"3年2組"}"#
        let read = try #require(ProfileLine.decode(Array(older.utf8)))
        #expect(read.1.displayName == "山田 花子" && read.1.className == "3年2組")
        #expect(read.1.fever == profile.fever)
        #expect(read.1.sources == [PersonSource(store: Self.sato, person: .named("hana"))])
    }
}
