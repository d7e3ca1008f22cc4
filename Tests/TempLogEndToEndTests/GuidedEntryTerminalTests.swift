import Foundation
import TempLogCore
import TestSupport
import Testing

/// `templog add` without a temperature, driven through a real pseudo-terminal as a person
/// types at it: the question, the re-ask, cancelling, the countdown and Ctrl-C.
@Suite(.enabled(if: PseudoTerminal.isSupported, "needs Linux pseudo-terminals"))
struct GuidedEntryTerminalTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] {
        childEnvironment([
            "TZ": "Asia/Tokyo",
            "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
            "TEMPLOG_FILE": directory.file("readings.jsonl"),
            "HOME": directory.file("home"),
            "LANG": "C.UTF-8",
        ])
    }

    static let prompt = "Temperature at 07:31 (empty line cancels): "
    static let symptoms = "Symptoms (empty line for none; e.g. cough, runny nose): "

    func startAdd(_ arguments: String...) throws -> PseudoTerminal {
        try PseudoTerminal(builtTemplog().path, ["add"] + arguments, environment: environment)
    }

    @Test func anImplausibleAnswerIsExplainedAndAskedAgainThenTheAnswerIsRecorded() throws {
        let terminal = try startAdd("--who", "hana")
        try terminal.expect("Temperature for hana at 07:31 (empty line cancels): ")
        try terminal.type("365\n")
        let retry = try terminal.expect("Temperature for hana at 07:31 (empty line cancels): ")
        #expect(
            retry
                == "365\r\nError: '365' is not a plausible body temperature (accepted: 32.0–43.0 °C "
                + "or 89.6–109.4 °F). Did you mean 36.5?\r\n"
                + "Temperature for hana at 07:31 (empty line cancels): ")
        try terminal.type("36.5\n")
        try terminal.expect(Self.symptoms)
        try terminal.type("\n")
        #expect(try terminal.exitStatus() == 0)
        #expect(
            terminal.screen.contains(
                "36.5\r\n\(Self.symptoms)\r\nRecorded 36.5 °C for hana at 07:31 (Sun 29 Nov)"))
        let readings = try #require(directory.read("readings.jsonl")).split(separator: "\n")
        #expect(readings.count == 1)
        #expect(readings[0].contains(#""takenAt":"2026-11-29T07:31:00+09:00","celsius":36.5,"#))
        #expect(readings[0].contains(#""who":"hana""#))
    }

    @Test(arguments: ["\n", "\u{4}"])
    func anEmptyAnswerOrCtrlDCancelsAndLeavesTheStoreAsItWas(keys: String) throws {
        #expect(
            try runBinary(["add", "36.0", "--at", "06:00"], environment: environment).status == 0)
        let before = directory.read("readings.jsonl")
        let terminal = try startAdd()
        try terminal.expect(Self.prompt)
        try terminal.type(keys)
        #expect(try terminal.exitStatus() == 1)
        #expect(terminal.screen.hasSuffix("\r\nCancelled; nothing recorded.\r\n"))
        #expect(directory.read("readings.jsonl") == before)
    }

    @Test func waitCountsDownRingsTheBellThenAsks() throws {
        let terminal = try startAdd("--wait", "2s")
        let countdown = try terminal.expect(Self.prompt)
        #expect(countdown.hasPrefix("\rMeasure now — 0:02 left [....................]"))
        #expect(countdown.contains("\rMeasure now — 0:01 left [##########..........]"))
        #expect(
            countdown.hasSuffix(
                "\rMeasure now — 0:00 left [####################]\u{7}\r\n" + Self.prompt))
        try terminal.type("36.6\n")
        try terminal.expect(Self.symptoms)
        try terminal.type("\n")
        #expect(try terminal.exitStatus() == 0)
        #expect(directory.read("readings.jsonl")?.contains(#""celsius":36.6"#) == true)
    }

    /// The morning rush: the temperature, then the symptoms a card's 症状 cell wants, typed
    /// in Japanese; a symptom not on the list is explained and asked again.
    @Test func theSymptomsAreAskedAfterTheTemperatureAndRecordedWithIt() throws {
        var japanese = environment
        japanese["LANG"] = "ja_JP.UTF-8"
        let terminal = try PseudoTerminal(
            builtTemplog().path, ["add", "--who", "hana"], environment: japanese)
        let prompt = "症状はありますか？（Enter だけでなし。例: 咳、鼻水） "
        try terminal.expect("hanaさんの体温（7:31、Enter だけで中止）: ")
        try terminal.type("37.8\n")
        try terminal.expect(prompt)
        try terminal.type("鼻みず\n")
        let retry = try terminal.expect(prompt)
        #expect(retry.hasPrefix("鼻みず\r\nエラー: 「鼻みず」は症状の一覧にありません。"), "\(retry)")
        try terminal.type("咳、鼻水\n")
        #expect(try terminal.exitStatus() == 0)
        #expect(terminal.screen.contains("咳、鼻水\r\nhanaさんの体温 37.8℃ を記録しました"))
        let line = try #require(directory.read("readings.jsonl"))
        #expect(line.contains(#""symptoms":["cough","runny-nose"]"#))
    }

    @Test func ctrlCAtTheQuestionRecordsNothing() throws {
        let terminal = try startAdd()
        try terminal.expect(Self.prompt)
        try terminal.type("36.")
        try terminal.expect("36.")
        try terminal.type("\u{3}")
        #expect(try terminal.exitStatus() == 130)
        #expect(terminal.screen.hasSuffix("36.^C\r\n"))
        #expect(directory.read("readings.jsonl") == nil)
    }

    @Test func ctrlCDuringTheCountdownRecordsNothing() throws {
        let terminal = try startAdd("--wait", "60m")
        try terminal.expect("Measure now — 60:00 left")
        try terminal.type("\u{3}")
        #expect(try terminal.exitStatus() == 130)
        #expect(terminal.screen.hasSuffix("^C\r\n"))
        #expect(!terminal.screen.contains("Temperature"))
        #expect(directory.read("readings.jsonl") == nil)
    }

    @Test func offATerminalNothingIsAskedAndTheRunEndsAtOnce() throws {
        let missing = try runBinary(["add"], environment: environment)
        #expect(missing.status == 64)
        #expect(
            missing.error.hasPrefix(
                "Error: Missing expected argument '<temperature>' (templog asks for it only when run on a terminal)\n"
            ))
        let waiting = try runBinary(["add", "--wait", "3m"], environment: environment)
        #expect(waiting.status == 64)
        #expect(
            waiting.error.hasPrefix(
                "Error: --wait counts down and asks on a terminal, and standard input is not one\n"
            ))
        #expect(directory.read("readings.jsonl") == nil)
    }
}
