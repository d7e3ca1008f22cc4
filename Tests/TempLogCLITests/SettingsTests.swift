import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// People from the United States and from Japan, with preferences in a settings file.
@Suite struct SettingsTests {
    let sandbox = Sandbox(now: "2026-11-29T07:31:00-05:00", timeZone: "America/New_York")
    let american = ["LANG": "en_US.UTF-8"]

    var configPath: String { sandbox.directory.file("home/.config/templog/config") }
    var config: String? { try? String(contentsOfFile: configPath, encoding: .utf8) }

    /// Each key's variable is spelled out rather than derived at run time; it is the key's name
    /// in capitals, `-` as `_`, after `TEMPLOG_`.
    @Test(arguments: SettingKey.allCases)
    func aSettingsVariableIsItsKeyInCapitals(key: SettingKey) {
        #expect(
            key.variable
                == "TEMPLOG_" + key.rawValue.uppercased().replacingOccurrences(of: "-", with: "_"))
    }

    @discardableResult
    func run(_ arguments: String..., environment: [String: String] = [:]) -> RunResult {
        sandbox.run(arguments, environment: environment)
    }

    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: sandbox.directory.file("home/.config/templog"),
            withIntermediateDirectories: true)
        try text.write(toFile: configPath, atomically: false, encoding: .utf8)
    }

    // MARK: The display unit

    @Test func anAmericanLocaleShowsFahrenheitAndTheClinicalFeverLine() {
        let added = run("add", "100.4", environment: american)
        #expect(added.status == 0)
        #expect(
            added.output == """
                Recorded 100.4 °F at 07:31 (Sun 29 Nov) · id \(shortID())
                Fever: 100.4 °F is at or above the threshold of 100.4 °F.

                """)
        // 99.9 °F is 37.7 °C: a fever by the Japanese 37.5 °C rule, not by the clinical one.
        let warm = run("add", "99.9", "--at", "06:00", environment: american)
        #expect(!warm.output.contains("Fever"))
        #expect(run("add", "37.7", "--at", "06:10").output.contains("Fever: 37.7 °C"))
    }

    @Test func everyHumanOutputIsInTheDisplayUnit() {
        run("add", "36.5", "--at", "2026-11-28 07:00")
        run("add", "38.2", "--at", "07:00")
        #expect(
            run("recent", environment: american).output == """
                DATE            TIME   TEMP      FEVER  ID
                2026-11-29 Sun  07:00  100.8 °F  fever  \(shortID(0))
                2026-11-28 Sat  07:00  97.7 °F          \(shortID(1))

                """)
        #expect(run("today", environment: american).output.contains("07:00  100.8 °F  fever"))
        #expect(
            run("report", "--text", "--since", "2026-11-28", environment: american).output == """
                2026-11-28 (Sat) morning 07:00 97.7 °F
                2026-11-29 (Sun) morning 07:00 100.8 °F (fever)

                """)
        let stats = run("stats", environment: american).output
        #expect(stats.contains("highest            100.8 °F"))
        #expect(stats.contains("fever readings     1 (at or above 100.4 °F)"))
        let chart = run("chart", "--days", "2", environment: american).output
        #expect(chart.hasPrefix("me: daily highest; fever line 100.4 °F\n100.8 ┤"))
        #expect(chart.contains("\n 97.8 ┤██ ██\n"))
        #expect(run("people", environment: american).output.contains("07:00  100.8 °F"))
    }

    /// Machine output gives the verdict the screens give for the same settings, with the
    /// threshold it used; the store's own format (`--jsonl`, `--json`) holds no verdict and is
    /// the same bytes whatever the locale, and `--unit` never changes a verdict.
    @Test func machineOutputGivesTheVerdictOfTheSettingsInForce() {
        run("add", "36.5", "--at", "2026-11-28 07:00", "--note", "ok")
        run("add", "100.4F", "--at", "07:00")
        // 37.7 °C is a fever by the 37.5 °C default, not by the 100.4 °F one people in the
        // United States read.
        run("add", "37.7", "--at", "06:00")
        #expect(run("export", "--csv").output.contains(",37.7,99.9,true,"))
        #expect(run("export", "--csv", environment: american).output.contains(",37.7,99.9,false,"))
        #expect(
            run("export", "--csv", environment: ["TEMPLOG_UNIT": "f"]).output
                == run("export", "--csv", environment: american).output)
        for format in ["--jsonl", "--json"] {
            let plain = run("export", format, environment: ["LANG": "C"])
            #expect(plain.status == 0)
            #expect(run("export", format, environment: american).output == plain.output)
        }
        for arguments in [["report", "--csv"], ["report", "--jsonl"], ["stats", "--json"]] {
            let plain = sandbox.run(arguments, environment: ["LANG": "C"])
            #expect(plain.status == 0)
            #expect(sandbox.run(arguments + ["--unit", "f"]).output == plain.output)
            #expect(sandbox.run(arguments, environment: american).output != plain.output)
        }
    }

    /// A reading with hundredths is judged as it is shown: 37.46 °C reads 37.5 °C, a fever by
    /// a 37.5 °C line; 37.98 °C reads 100.4 °F, a fever by a 100.4 °F line.
    @Test func aFeverIsJudgedAsTheTemperatureIsShown() {
        #expect(
            run("add", "37.46", "--at", "06:00").output == """
                Recorded 37.5 °C at 06:00 (Sun 29 Nov) · id \(shortID())
                Fever: 37.5 °C is at or above the threshold of 37.5 °C.

                """)
        #expect(run("export", "--csv", "--no-header").output.contains(",37.5,99.4,true,"))
        #expect(
            run("add", "37.98", "--at", "07:00", environment: american).output == """
                Recorded 100.4 °F (from 38.0 °C) at 07:00 (Sun 29 Nov) · id \(shortID())
                Fever: 100.4 °F is at or above the threshold of 100.4 °F.

                """)
        let recent = run("recent", environment: american).output
        #expect(recent.contains("07:00  100.4 °F  fever"))
        #expect(recent.contains("06:00  99.4 °F        "))
        #expect(run("stats", environment: american).output.contains("fever readings     1 "))
        #expect(run("stats", "--json").output.contains(#""feverReadings":2"#))
    }

    @Test func theConfirmationSaysWhatWasTypedWhenItWasTheOtherUnit() {
        #expect(
            run("add", "36.5", environment: american).output
                == "Recorded 97.7 °F (from 36.5 °C) at 07:31 (Sun 29 Nov) · id \(shortID())\n")
        #expect(
            run("add", "100.4F", "--at", "07:00").output.hasPrefix(
                "Recorded 38.0 °C (from 100.4 °F) at 07:00"))
    }

    @Test(arguments: [
        (["LANG": "en_US.UTF-8"], TemperatureUnit.fahrenheit),
        (["LANG": "es_US.UTF-8"], .fahrenheit),
        (["LANG": "en_LR"], .fahrenheit),
        (["LANG": "en_GB.UTF-8"], .celsius),
        (["LANG": "ja_JP.UTF-8"], .celsius),
        (["LANG": "C.UTF-8"], .celsius),
        ([:], .celsius),
        (["LANG": "ja_JP.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"], .fahrenheit),
        (["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"], .celsius),
        (["LC_ALL": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"], .fahrenheit),
        (["LANG": "en_US.UTF-8", "TEMPLOG_UNIT": "c"], .celsius),
        (["LANG": "C", "TEMPLOG_UNIT": "F"], .fahrenheit),
    ])
    func theUnitFollowsTEMPLOG_UNITThenTheLocale(
        environment: [String: String], unit: TemperatureUnit
    ) throws {
        #expect(try Settings.load(environment: environment).unit.value == unit)
    }

    @Test func theUnitOptionWinsOverEverything() throws {
        try writeConfig("unit = f\n")
        run("add", "36.5")
        #expect(run("recent").output.contains("97.7 °F"))
        #expect(run("recent", environment: ["TEMPLOG_UNIT": "c"]).output.contains("36.5 °C"))
        #expect(
            run("recent", "--unit", "c", environment: ["TEMPLOG_UNIT": "f"]).output.contains(
                "36.5 °C"))
        let bad = run("recent", "--unit", "kelvin")
        #expect(bad.status == 64)
        #expect(bad.error.hasPrefix("Error: The value 'kelvin' is invalid for '--unit <unit>'"))
    }

    @Test func badEnvironmentValuesAreRefusedNamingTheVariable() {
        for (variable, value) in [
            ("TEMPLOG_UNIT", "kelvin"), ("TEMPLOG_KIND", "oral"), ("TEMPLOG_LANG", "fr"),
        ] {
            let result = run("recent", environment: [variable: value])
            #expect(result.status == 65, "\(variable)")
            #expect(result.error.contains("\(variable)='\(value)' is not valid (accepted: "))
        }
        let fever = run("recent", environment: ["TEMPLOG_FEVER": "hot"])
        #expect(fever.status == 65)
        #expect(fever.error.hasPrefix("Error: TEMPLOG_FEVER: "))
    }

    // MARK: The settings file

    @Test func configShowsEachValueAndWhereItCameFrom() throws {
        try writeConfig("# mine\nwho = hana\nfever = 37.8\n")
        let shown = run("config", environment: american.merging(["TEMPLOG_FILE": ""]) { $1 })
        let home = sandbox.directory.file("home")
        #expect(shown.status == 0)
        #expect(
            shown.output == """
                who = hana (config file \(configPath):2)
                unit = f (locale LANG=en_US.UTF-8)
                fever = 37.8 °C (config file \(configPath):3)
                lang = en (locale LANG=en_US.UTF-8)
                file = \(home)/.local/share/templog/readings.jsonl (default)
                kind = body (default)
                sheet-rule = worded for each sheet: school, nursery or work (default)
                paper = letter (default)
                Config file: \(configPath)

                """)
    }

    @Test func configSetThenShowsTheFileAsTheSource() {
        let set = run("config", "set", "unit", "f")
        #expect(set.status == 0)
        #expect(set.output == "Set unit = f in \(configPath)\n")
        #expect(config == "unit = f\n")
        #expect(run("config").output.contains("unit = f (config file \(configPath):1)\n"))
        #expect(run("add", "36.5").output.hasPrefix("Recorded 97.7 °F (from 36.5 °C)"))
    }

    @Test func setAndUnsetKeepCommentsAndOtherLines() throws {
        try writeConfig("# templog settings\nunit = c\n\n# the child\nwho = hana\n")
        #expect(run("config", "set", "unit", "f").status == 0)
        #expect(config == "# templog settings\nunit = f\n\n# the child\nwho = hana\n")
        #expect(run("config", "set", "lang", "ja").status == 0)
        #expect(config == "# templog settings\nunit = f\n\n# the child\nwho = hana\nlang = ja\n")
        #expect(run("config", "unset", "who").output == "\(configPath) から who を削除しました。\n")
        #expect(config == "# templog settings\nunit = f\n\n# the child\nlang = ja\n")
        #expect(run("config", "unset", "lang").output == "Removed lang from \(configPath)\n")
        let again = run("config", "unset", "who")
        #expect(again.status == 0)
        #expect(again.output == "who was not set in \(configPath); nothing changed\n")
    }

    @Test func aBadLineStopsEveryCommandNamingTheFileAndLine() throws {
        try writeConfig("# ok\nunit = kelvin\n")
        run("add", "36.5", environment: ["HOME": "/nonexistent"])
        let before = sandbox.store
        for arguments in [
            ["add", "36.5"], ["recent"], ["export", "--csv"], ["today"], ["config"], ["path"],
        ] {
            let result = sandbox.run(arguments)
            #expect(result.status == 78, "\(arguments)")
            #expect(result.output == "")
            #expect(
                result.error
                    == "Error: \(configPath):2: 'kelvin' is not valid for unit (accepted: c, f)\n")
        }
        #expect(sandbox.store == before)
        #expect(run("--help").status == 0)
    }

    @Test(arguments: [
        (
            "units = c",
            "unknown setting 'units' (keys: who, unit, fever, lang, file, kind, sheet-rule, paper)"
        ),
        (
            "unit c",
            "'unit c' is not a setting (write key = value; keys: who, unit, fever, "
                + "lang, file, kind, sheet-rule, paper)"
        ),
        (
            "unit =",
            "unit has no value (to use the default, remove the line or run "
                + "'templog config unset unit')"
        ),
        ("fever = hot", "fever: 'hot' is not a temperature"),
        ("who = a,b", "who: "),
        ("lang = fr", "'fr' is not valid for lang (accepted: en, ja)"),
        (
            "file = readings.jsonl",
            "'readings.jsonl' is not valid for file (accepted: an absolute "
                + "path, or one starting with ~/)"
        ),
        ("kind = oral", "'oral' is not valid for kind (accepted: body, basal)"),
    ])
    func eachKindOfBadLineIsExplained(line: String, reason: String) throws {
        try writeConfig("\(line)\n")
        let result = run("recent")
        #expect(result.status == 78)
        #expect(result.error.hasPrefix("Error: \(configPath):1: \(reason)"), "\(result.error)")
    }

    @Test func aKeySetTwiceIsABadLine() throws {
        try writeConfig("unit = c\nunit = f\n")
        #expect(
            run("recent").error
                == "Error: \(configPath):2: unit is already set on line 1\n")
    }

    @Test func configSetMendsTheLineItReplacesButNoOther() throws {
        try writeConfig("unit = kelvin\n")
        #expect(run("config", "set", "unit", "c").status == 0)
        #expect(config == "unit = c\n")
        try writeConfig("unit = kelvin\nlang = fr\n")
        let blocked = run("config", "set", "unit", "c")
        #expect(blocked.status == 78)
        #expect(blocked.error.contains("config:2: 'fr' is not valid for lang"))
        #expect(config == "unit = kelvin\nlang = fr\n")
    }

    @Test func aBadValueToSetChangesNothing() throws {
        try writeConfig("unit = c\n")
        for (key, value) in [("unit", "kelvin"), ("fever", "hot"), ("file", "relative.jsonl")] {
            let result = run("config", "set", key, value)
            #expect(result.status == 64, "\(key)")
            #expect(config == "unit = c\n")
        }
        let unknown = run("config", "set", "colour", "red")
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("Error: unknown setting 'colour' (keys: who, unit,"))
        #expect(run("config", "frobnicate").status == 64)
        #expect(run("config", "set", "unit").status == 64)
    }

    @Test func theEnvironmentWinsOverTheFileAndSetSaysSo() throws {
        let result = run("config", "set", "unit", "f", environment: ["TEMPLOG_UNIT": "c"])
        #expect(result.status == 0)
        #expect(
            result.error
                == "note: TEMPLOG_UNIT=c is set in the environment and takes precedence over the "
                + "config file\n")
        #expect(
            run("config", environment: ["TEMPLOG_UNIT": "c"]).output.contains(
                "unit = c (TEMPLOG_UNIT)\n"))
    }

    @Test func whoAndFileSettingsAreUsedByEveryCommand() throws {
        let store = sandbox.directory.file("home/logs/family.jsonl")
        try writeConfig("who = hana\nfile = ~/logs/family.jsonl\n")
        try FileManager.default.createDirectory(
            atPath: sandbox.directory.file("home/logs"), withIntermediateDirectories: true)
        let noFile = ["TEMPLOG_FILE": ""]
        #expect(run("add", "37.9", environment: noFile).output.contains("for hana"))
        let line = try String(contentsOfFile: store, encoding: .utf8)
        #expect(line.contains(#""who":"hana""#))
        #expect(run("path", environment: noFile).output == store + "\n")
        #expect(run("add", "36.4", "--who", "me", environment: noFile).status == 0)
        #expect(run("recent", "--everyone", environment: noFile).output.contains("me"))
    }

    @Test func setKeepsTheFileModeAndRefusesASymbolicLink() throws {
        try FileManager.default.createDirectory(
            atPath: sandbox.directory.file("home/.config/templog"),
            withIntermediateDirectories: true)
        try "# mine\nunit = c\n".write(toFile: configPath, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: configPath)
        #expect(run("config", "set", "unit", "f").status == 0)
        #expect(try String(contentsOfFile: configPath, encoding: .utf8) == "# mine\nunit = f\n")
        let mode = try FileManager.default.attributesOfItem(atPath: configPath)[.posixPermissions]
        #expect(mode as? Int == 0o640)
        // A link is read, but never written through: its target stays as it was.
        let dotfiles = sandbox.directory.file("dotfiles-config")
        try FileManager.default.moveItem(atPath: configPath, toPath: dotfiles)
        try FileManager.default.createSymbolicLink(
            atPath: configPath, withDestinationPath: dotfiles)
        let refused = run("config", "set", "unit", "c")
        #expect(refused.status == 73)
        #expect(
            refused.error
                == "Error: '\(configPath)' is a symbolic link, not a file of templog's own; nothing was changed (move it away and try again)\n"
        )
        #expect(try String(contentsOfFile: dotfiles, encoding: .utf8) == "# mine\nunit = f\n")
        #expect(run("recent").error == "")
    }

    @Test func xdgConfigHomeDecidesWhereTheFileIs() {
        let xdg = sandbox.directory.file("xdg")
        #expect(
            run("config", "set", "lang", "ja", environment: ["XDG_CONFIG_HOME": xdg]).status == 0)
        #expect(FileManager.default.fileExists(atPath: xdg + "/templog/config"))
        #expect(
            run("recent", environment: ["XDG_CONFIG_HOME": xdg]).output.hasPrefix("まだ記録がありません。"))
    }

    /// The first six characters of the id of the reading `index` places back from the newest.
    func shortID(_ index: Int = 0) -> String {
        let lines = (sandbox.store ?? "").split(separator: "\n")
        let sorted = lines.sorted { takenAt($0) > takenAt($1) }
        guard sorted.indices.contains(index),
            let range = sorted[index].range(of: #""id":""#)
        else { return "?" }
        return String(sorted[index][range.upperBound...].prefix(6))
    }

    private func takenAt(_ line: Substring) -> Substring {
        guard let range = line.range(of: #""takenAt":""#) else { return "" }
        return line[range.upperBound...].prefix(25)
    }
}
