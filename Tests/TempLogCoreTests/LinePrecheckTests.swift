import Foundation
import TestSupport
import Testing

@testable import TempLogCore

/// The look at a line's bytes that `add` takes before decoding the 30 days its usual-temperature
/// note is read from: it rules out only lines the query could never match, and the readings it
/// lets through are those a full decode of every line finds.
@Suite struct LinePrecheckTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }

    /// hana's body readings taken in the mornings of 1–28 Nov (the window before 29 Nov).
    static let hanasMornings = Query(
        since: LocalDate.parse(iso: "2026-11-01"), until: LocalDate.parse(iso: "2026-11-28"),
        people: [.named("hana")], kinds: [.body], morningsOnly: true)

    static func line(_ taken: String, _ members: String = #","who":"hana""#) -> String {
        #"{"id":"a1b2c3d4e5f6","takenAt":"\#(taken)","celsius":36.5,"unit":"C""# + members + "}"
    }

    static let verdicts: [(String, LinePrecheck.Verdict)] = [
        (line("2026-11-20T07:00:00+09:00"), .mayMatch),
        (line("2026-11-20T07:00:00+09:00", #","who":"HANA""#), .mayMatch),
        // Another person's note that holds hana's member, and an unknown key that does.
        (line("2026-11-20T07:00:00+09:00", #","who":"taro","note":"\"who\":\"hana\"""#), .noMatch),
        (line("2026-11-20T07:00:00+09:00", #","extra":{"who":"hana"},"who":"taro""#), .noMatch),
        (line("2026-11-20T07:00:00+09:00", #","who":"taro","extra":[{"who":"hana"}]"#), .noMatch),
        // The morning window by the stored wall clock, not by UTC.
        (line("2026-11-20T03:59:59+09:00"), .noMatch),
        (line("2026-11-20T04:00:00+09:00"), .mayMatch),
        (line("2026-11-20T11:59:59+09:00"), .mayMatch),
        (line("2026-11-20T12:00:00+09:00"), .noMatch),
        (line("2026-11-20T23:30:00-05:00"), .noMatch),
        (line("2026-11-20T07:00:00+09:00", #","who":"hana","kind":"basal""#), .noMatch),
        (line("2026-11-20T07:00:00+09:00", ""), .noMatch),
        (line("2026-11-20T07:00:00+09:00", #","who":null"#), .noMatch),
        (line("2026-11-20T07:00:00+09:00", #","who":"Me""#), .noMatch),
        // The last of a key given twice counts, as in the full decode.
        (
            line(
                "2026-11-20T07:00:00+09:00", #","takenAt":"2026-11-20T13:00:00+09:00","who":"hana""#
            ),
            .noMatch
        ),
        (line("2026-11-20T07:00:00+09:00", #","who":"hana","who":"taro""#), .noMatch),
        (#"{ "id" : "a1" , "takenAt" : "2026-11-20T07:00:00+09:00" , "who" : "taro" }"#, .noMatch),
        // Before the window, and no time a reading could have.
        (line("2026-10-31T07:00:00+09:00"), .noMatch),
        (line("20 Nov 2026 07:00"), .noMatch),
        // Past the window's end: a valid reading there ends the read, whoever's it is.
        (line("2026-12-01T07:00:00+09:00", #","who":"taro""#), .pastEnd),
        // What only the full decode can tell: escapes, names in other scripts, damaged lines.
        (line("2026-11-20T07:00:00+09:00", #","who":"h\u0061na""#), .mayMatch),
        (line("2026-11-20T07:00:00+09:00", #","w\u0068o":"taro""#), .mayMatch),
        (line("2026-11-20T07:00:00+09:00", #","who":"はな""#), .mayMatch),
        (line("2026-11-20T07:00:00+09:00", #","who":"hana ""#), .mayMatch),
        (#"{"id":"a1","takenAt":"2026-11-20T07:00:00+09:00","celsius":36."#, .mayMatch),
        ("", .mayMatch),
        ("\u{FEFF}" + line("2026-11-20T07:00:00+09:00", #","who":"taro""#), .mayMatch),
    ]

    @Test(arguments: verdicts)
    func thePrecheckRulesOutOnlyLinesTheQueryCannotMatch(
        line: String, verdict: LinePrecheck.Verdict
    ) {
        let found = Array(line.utf8).withUnsafeBufferPointer {
            LinePrecheck(Self.hanasMornings).verdict($0)
        }
        #expect(found == verdict)
    }

    /// Every line of the table (damaged ones too) among a month of five people's readings in
    /// time order, with the clocks going back on 1 Nov in New York: read with the precheck,
    /// the window gives what a full decode of every line gives.
    @Test func aPrecheckedReadFindsWhatAFullDecodeFinds() throws {
        var lines: [String] = []
        let people: [String?] = [nil, "hana", "taro", "HANA", "はな"]
        for day in 1...31 {
            let date = "2026-10-\(day < 10 ? "0" : "")\(day)"
            for (index, hour) in ["00:30", "03:59", "04:00", "07:00", "11:59", "12:00", "23:30"]
                .enumerated()
            {
                let who = people[(day + index) % people.count]
                let reading = sampleReading(
                    id: "d\(day)h\(index)", taken: "\(date)T\(hour):00-04:00",
                    centi: 3600 + day + index, who: who)
                lines.append(String(decoding: ReadingLine.encode(reading), as: UTF8.self))
            }
            lines.append(
                Self.verdicts[day % Self.verdicts.count].0.replacingOccurrences(
                    of: "2026-11-20", with: date) + "\n")
        }
        // The evening before the clocks go back, then the morning after, an hour further out.
        lines.append(Self.line("2026-10-31T23:30:00-04:00") + "\n")
        lines.append(Self.line("2026-11-01T01:30:00-05:00") + "\n")
        lines.append(Self.line("2026-11-01T07:00:00-05:00") + "\n")
        lines.append(Self.line("2026-11-02T08:00:00-05:00", #","who":"taro""#) + "\n")
        // In time order, as templog keeps the file: each line by the last time it holds.
        func instant(_ line: String) -> Int {
            guard let key = line.range(of: #""takenAt":""#, options: .backwards) else { return 0 }
            let text = line[key.upperBound...].prefix { $0 != "\"" }
            return Timestamp.parse(rfc3339: Array(text.utf8))?.secondsSince1970 ?? 0
        }
        let ordered = lines.enumerated().sorted {
            (instant($0.element), $0.offset) < (instant($1.element), $1.offset)
        }
        directory.write("readings.jsonl", ordered.map(\.element).joined())
        for query in [
            Query(
                since: LocalDate.parse(iso: "2026-10-05"),
                until: LocalDate.parse(iso: "2026-11-01"),
                people: [.named("hana")], kinds: [.body], morningsOnly: true),
            Query(
                since: LocalDate.parse(iso: "2026-10-05"),
                until: LocalDate.parse(iso: "2026-10-31"),
                people: [.owner], kinds: [.body], morningsOnly: true),
            Query(since: LocalDate.parse(iso: "2026-10-20"), people: [.named("taro")]),
        ] {
            var full: [String] = []
            _ = try store.forEach(matching: query) { full.append($0.id) }
            var prechecked: [String] = []
            let file = try #require(try store.openForReading())
            try store.forEachPrechecked(matching: query, in: file, size: try file.size()) {
                prechecked.append($0.id)
            }
            #expect(!full.isEmpty)
            #expect(prechecked == full)
        }
    }
}
