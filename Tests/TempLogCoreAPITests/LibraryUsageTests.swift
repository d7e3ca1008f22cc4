import Foundation
import TempLogCore
import Testing

/// TempLogCore as an app would use it, through its public API alone (no `@testable`): record
/// readings, list the latest, export CSV, and get typed errors.
@Suite struct LibraryUsageTests {
    /// Each test's own directory, removed when the test ends.
    private let temporary: TestDirectory
    private var directory: String { temporary.path }

    init() throws {
        temporary = try TestDirectory()
    }

    /// 2026-11-29 07:31 in Tokyo.
    let context = TimeContext(now: 1_795_905_060, zone: ZoneRules.named("Asia/Tokyo")!)

    @Test func readsAndChangesAPersonsProfileForASheetHeader() throws {
        let store = ReadingStore(path: directory + "/readings.jsonl")
        #expect(try store.profile(of: .named("hana")).isEmpty)
        try store.updateProfile(of: .named("hana"), at: context.nowTimestamp) { profile in
            profile.displayName = try? ProfileInput.parse(" 山田 花子 ", for: .displayName)
            profile.className = "3年2組"
        }
        let profile = try store.profile(of: .named("HANA"))
        #expect(profile == PersonProfile(displayName: "山田 花子", className: "3年2組"))
        #expect(profile.school == nil && profile.number == nil)
        #expect(try Person.parse("本人") == .owner)
    }

    @Test func undoesTheLastChangesAndSaysWhatEachWas() throws {
        let store = ReadingStore(path: directory + "/readings.jsonl")
        let entry = try TemperatureInput.parse("37.9")
        let draft = ReadingDraft(
            temperature: entry.temperature, unit: entry.unit,
            takenAt: try TimeInput.parseInstant("07:10", in: context), person: .named("hana"))
        let added = try store.append(try draft.reading(in: context)).reading
        try store.updateProfile(of: .named("hana"), at: context.nowTimestamp) {
            $0.displayName = "花子"
        }
        #expect(try store.changes().map { $0?.change.name } == ["profile", "add"])
        guard case .undone(let profile, passedOver: []) = try store.undo(),
            case .profile(let change) = profile.change
        else {
            Issue.record("the profile change was not undone")
            return
        }
        #expect(change.person == .named("hana") && change.after.displayName == "花子")
        guard case .undone(let add, passedOver: []) = try store.undo(),
            case .add(let reading, _) = add.change
        else {
            Issue.record("the add was not undone")
            return
        }
        #expect(reading == added && add.at == context.nowTimestamp)
        #expect(try store.undo() == .nothingToUndo(passedOver: []))
    }

    @Test func recordsListsAndExportsReadings() throws {
        let store = ReadingStore(path: directory + "/readings.jsonl")
        for (text, time, who) in [
            ("36.5", "06:50", nil), ("98.9F", "07:10", "hana"), ("36,7", "07:30", nil),
        ] {
            let entry = try TemperatureInput.parse(text)
            let draft = ReadingDraft(
                temperature: entry.temperature, unit: entry.unit,
                takenAt: try TimeInput.parseInstant(time, in: context), person: Person(who: who)
            )
            try store.append(try draft.reading(in: context))
        }

        let latest = try store.newestFirst(limit: 2, matching: Query())
        #expect(latest.readings.map(\.temperature.celsiusText) == ["36.7", "37.2"])
        #expect(latest.readings.map(\.person.who) == [nil, "hana"])
        #expect(latest.malformedLines.isEmpty)

        var csv: [UInt8] = []
        DelimitedFormat.csv.appendHeader(to: &csv)
        let identity = try #require(try store.identity())
        let skipped = try store.format(
            matching: Query(people: [.named("hana")]),
            { reading, output in
                DelimitedFormat.csv.appendRow(
                    reading, fevers: FeverThresholds(.standard(in: .celsius)), store: identity,
                    doses: DoseLog(),
                    to: &output)
            }, emit: { csv += $0 })
        #expect(skipped.isEmpty)
        let rows = String(decoding: csv, as: UTF8.self).split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows[1].hasPrefix("2026-11-29,07:10,37.2,98.9,false,,hana,,"))
        #expect(rows[1].hasSuffix(",body,\(identity.id),37.5,,"))
    }

    @Test func errorsAreTypedValues() throws {
        #expect(
            throws: InputError.implausibleTemperature(
                "365", accepted: [.celsius, .fahrenheit], suggestion: "36.5")
        ) {
            try TemperatureInput.parse("365")
        }
        let missing = directory + "/no/such/readings.jsonl"
        let error = #expect(throws: StoreError.self) {
            let entry = try TemperatureInput.parse("36.5")
            let draft = ReadingDraft(
                temperature: entry.temperature, unit: entry.unit, takenAt: context.nowTimestamp)
            try ReadingStore(path: missing).append(try draft.reading(in: context))
        }
        // The temporary directory may be reached through a symbolic link (/var on macOS):
        // compare real paths.
        guard case .parentMissing(let path, let parent) = error else {
            Issue.record("expected parentMissing, got \(String(describing: error))")
            return
        }
        #expect(realPath(path) == realPath(missing))
        #expect(realPath(parent) == realPath(directory + "/no/such"))
    }
}

/// `path` with its longest existing part resolved by `realpath` (symbolic links, `.`, `..`)
/// and the missing rest appended as it is.
private func realPath(_ path: String) -> String {
    var existing = path
    var rest: [Substring] = []
    while true {
        if let resolved = realpath(existing, nil) {
            defer { free(resolved) }
            return ([Substring(String(cString: resolved))] + rest.reversed())
                .joined(separator: "/")
        }
        guard let slash = existing.lastIndex(of: "/"), slash != existing.startIndex else {
            return path
        }
        rest.append(existing[existing.index(after: slash)...])
        existing = String(existing[..<slash])
    }
}
