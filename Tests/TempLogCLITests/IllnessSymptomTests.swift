import TempLogCore
import TestSupport
import Testing

/// The symptoms a school asks about when a child is ill — stomach pain, vomiting, a rash, sore
/// eyes, a stuffy nose apart from a runny one — by every name, through `add`, `import`, the
/// sheet, completions and errors.
@Suite struct IllnessSymptomTests {
    let sandbox = Sandbox(now: "2026-11-29T22:00:00+09:00")

    /// Every name of the new symptoms, each with the canonical name it is stored as.
    static let names: [(typed: String, stored: String)] = [
        ("abdominal-pain", "abdominal-pain"), ("腹痛", "abdominal-pain"),
        ("おなかが痛い", "abdominal-pain"), ("お腹が痛い", "abdominal-pain"),
        ("腹が痛い", "abdominal-pain"), ("はらいた", "abdominal-pain"),
        ("stomachache", "abdominal-pain"), ("stomach ache", "abdominal-pain"),
        ("vomiting", "vomiting"), ("嘔吐", "vomiting"), ("吐いた", "vomiting"),
        ("もどした", "vomiting"), ("おうと", "vomiting"), ("threw up", "vomiting"),
        ("rash", "rash"), ("発疹", "rash"), ("ぶつぶつ", "rash"),
        ("sore-eyes", "sore-eyes"), ("目の充血・目やに", "sore-eyes"), ("目の充血", "sore-eyes"),
        ("目やに", "sore-eyes"), ("stuffy-nose", "stuffy-nose"), ("鼻づまり", "stuffy-nose"),
        ("鼻詰まり", "stuffy-nose"), ("はなづまり", "stuffy-nose"), ("stuffy nose", "stuffy-nose"),
        ("鼻水", "runny-nose"), ("runny nose", "runny-nose"),
    ]

    @Test(arguments: names)
    func addStoresEachNameAsItsSymptom(typed: String, stored: String) {
        let added = sandbox.run("add", "38.2", "--symptoms", typed, "--at", "07:00")
        #expect(added.status == 0, "\(added.error)")
        #expect(sandbox.store?.contains(#""symptoms":["\#(stored)"]"#) == true, "\(typed)")
    }

    @Test func aStuffyNoseIsKeptApartFromARunnyOne() {
        let added = sandbox.run(
            "add", "38.2", "--symptoms", "鼻づまり、鼻水、おなかが痛い・吐いた", "--at", "07:00")
        #expect(added.status == 0)
        #expect(
            sandbox.store?.contains(
                #""symptoms":["runny-nose","stuffy-nose","vomiting","abdominal-pain"]"#) == true)
        let recent = sandbox.run(["recent"], environment: ["TEMPLOG_LANG": "ja"]).output
        #expect(recent.contains("鼻水、鼻づまり、嘔吐、腹痛"))
        #expect(
            sandbox.run("recent").output.contains(
                "runny nose, stuffy nose, vomiting, abdominal pain"))
    }

    @Test func anOlderStoresRunnyNoseReadsAsItWasStored() throws {
        // A store written before stuffy-nose existed: `鼻づまり` was kept as runny-nose, and
        // nothing in the line says which was typed, so it stays a runny nose.
        let line =
            #"{"id":"a00000000001","takenAt":"2026-11-28T07:00:00+09:00","celsius":37.8,"#
            + #""unit":"C","recordedAt":"2026-11-28T07:00:00+09:00","symptoms":["runny-nose"]}"#
        sandbox.directory.write("readings.jsonl", line + "\n")
        let recent = sandbox.run("recent")
        #expect(recent.error == "")
        #expect(recent.output.contains("  runny nose  "))
        let csv = sandbox.run("export", "--csv").output.split(separator: "\n")
        #expect(csv[1].hasSuffix(",runny-nose,body,\(Sandbox.identity),37.5,,"))
        let sheet = sandbox.run("sheet", "--lang", "ja").output
        #expect(sheet.contains("<td class=\"symptoms\">あり（鼻水）</td>"))
        #expect(sandbox.store == line + "\n")
    }

    @Test func importReadsTheNewSymptomsFromACell() {
        let csv = sandbox.directory.write(
            "card.csv",
            "date,time,temperature,symptoms\n"
                + "2026-11-27,07:10,38.4,\"腹痛、嘔吐\"\n"
                + "2026-11-28,07:05,37.9,ぶつぶつ・目やに・鼻づまり\n"
                + "2026-11-28,20:00,37.6,stomachache;threw up\n")
        let result = sandbox.run("import", csv)
        #expect(result.status == 0, "\(result.error)")
        let stored = sandbox.readings.map { $0.symptoms ?? [] }
        #expect(
            stored == [
                [.vomiting, .abdominalPain], [.stuffyNose, .rash, .soreEyes],
                [.vomiting, .abdominalPain],
            ])
        let export = sandbox.run("export", "--csv").output.split(separator: "\n")
        #expect(export[2].hasSuffix(",stuffy-nose;rash;sore-eyes,body,\(Sandbox.identity),37.5,,"))
    }

    @Test func theSheetNamesTheNewSymptomsInItsLanguage() {
        sandbox.run(
            "add", "38.6", "--symptoms", "嘔吐・腹痛・発疹・目の充血・目やに・鼻づまり", "--at", "07:00")
        let japanese = sandbox.run("sheet", "--lang", "ja").output
        #expect(
            japanese.contains(
                "<td class=\"symptoms\">あり（鼻づまり、嘔吐、腹痛、発疹、目の充血・目やに）</td>"))
        let english = sandbox.run("sheet", "--lang", "en").output
        #expect(
            english.contains(
                "<td class=\"symptoms\">yes: stuffy nose, vomiting, abdominal pain, rash, "
                    + "sore eyes</td>"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsOfferTheNewSymptoms(shell: String) {
        let script = sandbox.run("completions", shell).output
        for name in ["stuffy-nose", "vomiting", "abdominal-pain", "rash", "sore-eyes"] {
            #expect(script.contains(name), "\(shell): \(name)")
        }
    }

    @Test func helpListsEverySynonym() {
        let help = sandbox.run("add", "--help").output.split(separator: "\n")
            .map { $0.drop { $0 == " " } }.joined(separator: " ")
        #expect(help.contains("stuffy-nose (鼻づまり, stuffy nose,"))
        #expect(help.contains("abdominal-pain (腹痛, abdominal pain, stomachache,"))
        #expect(help.contains("runny-nose (鼻水, runny nose, はなみず);"))
    }

    @Test func anUnknownSymptomIsRefusedNamingTheWholeList() {
        let refused = sandbox.run(["add", "37.2", "--symptoms", "咳・胸痛"])
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: --symptoms: '胸痛' is not a symptom on the list (accepted: cough, "
                + "sore-throat, runny-nose, stuffy-nose, headache, fatigue, joint-pain, "
                + "muscle-pain, chills, feverish, nausea, vomiting, abdominal-pain, diarrhoea, "
                + "rash, sore-eyes, taste-or-smell, breathlessness, none, their Japanese names "
                + "and the synonyms 'templog add --help' lists); anything else goes in the note\n"
        )
        let japanese = sandbox.run(
            ["add", "37.2", "--symptoms", "胸痛"], environment: ["TEMPLOG_LANG": "ja"])
        #expect(
            japanese.error.contains(
                "咳、のどの痛み、鼻水、鼻づまり、頭痛、だるさ、関節痛、筋肉痛、寒気、熱っぽさ、吐き気、"
                    + "嘔吐、腹痛、下痢、発疹、目の充血・目やに、味覚・嗅覚の異常、息苦しさ、なし のどれか"))
        #expect(sandbox.store == nil)
    }
}
