import Foundation
import TempLogCore
import TestSupport
import Testing

/// The people of a store as a class or a family has them: everyone with a profile counts, a
/// name typed wrong can be made the right one, and a person is named one way wherever people
/// read.
@Suite struct RosterTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    /// Case 4: a pupil with a profile who sent nothing is missing, not unknown.
    @Test func aPersonWithAProfileIsOnTheRosterBeforeTheirFirstReading() {
        #expect(sandbox.run("add", "36.5", "--who", "hana", "--at", "07:00").status == 0)
        #expect(
            sandbox.run("people", "set", "kanon", "--display-name", "鈴木 花音", "--class", "2年1組")
                .status == 0)
        let today = sandbox.run("today", "--everyone")
        #expect(today.status == 1)
        #expect(
            today.output == """
                WHO        LATEST TODAY
                hana       07:00  36.5 °C
                鈴木 花音  no reading yet

                """)
        #expect(
            sandbox.run("report", "--since", "2026-11-28", "--text").output == """
                hana
                2026-11-28 (Sat) no reading
                2026-11-29 (Sun) morning 07:00 36.5 °C

                鈴木 花音
                2026-11-28 (Sat) no reading
                2026-11-29 (Sun) no reading

                """)
        let kanon = sandbox.run("report", "--who", "kanon", "--since", "2026-11-28", "--csv")
        #expect(kanon.status == 0)
        #expect(
            kanon.output.split(separator: "\n").dropFirst().map { $0.prefix(28) } == [
                "2026-11-28,Sat,kanon,missing", "2026-11-29,Sun,kanon,missing",
            ])
        #expect(sandbox.run("people", "--names").output == "hana\nkanon\n")
    }

    /// Case 5: a name typed wrong once (`haruot`) is a person `check` points at and `people
    /// rename` makes the right one, as one change `undo` takes back.
    @Test func aTypoPersonIsMadeTheRightOneByRename() throws {
        for day in ["26", "27", "28"] {
            #expect(
                sandbox.run("add", "36.5", "--who", "haruto", "--at", "2026-11-\(day) 07:00")
                    .status == 0)
        }
        #expect(sandbox.run("add", "36.6", "--who", "haruot", "--at", "07:00").status == 0)
        let check = sandbox.run("check")
        #expect(check.status == 0)
        #expect(
            check.error
                == "warning: 'haruot' and 'haruto' differ only by one letter, case or width: if they are one person, 'templog people rename haruot haruto --merge'\n"
        )
        let refused = sandbox.run("people", "rename", "haruot", "haruto")
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: 'haruto' is a person here already (3 readings): to make the two one person, add --merge: templog people rename haruot haruto --merge\n"
        )
        let before = sandbox.store
        let merged = sandbox.run("people", "rename", "haruot", "haruto", "--merge")
        #expect(merged.status == 0)
        #expect(
            merged.output
                == "Merged haruot into haruto: 1 reading ('templog undo' takes it back)\n")
        #expect(sandbox.readings.map(\.person.who) == ["haruto", "haruto", "haruto", "haruto"])
        #expect(sandbox.run("check").error == "")
        #expect(
            sandbox.run("undo", "--list").output.hasPrefix(
                "1. 08:00 (Sun 29 Nov): renamed haruot to haruto (1 reading)\n"))
        let undo = sandbox.run("undo")
        #expect(
            undo.output == "Gave the 1 reading of haruto back to haruot, as before the rename\n")
        #expect(sandbox.store == before)
    }

    /// A rename takes the profile, the cycle marks and the remembered people of other stores
    /// along; a merge refuses profiles that disagree, naming the fields.
    @Test func aRenameTakesTheProfileAndCyclesAlongAndAMergeNeverOverwritesOne() throws {
        sandbox.run("add", "36.5", "--who", "hana", "--at", "07:00")
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子", "--class", "3年2組")
        sandbox.run("cycle", "start", "--who", "hana", "--at", "2026-11-20")
        let renamed = sandbox.run("people", "rename", "hana", "yamada-hana")
        #expect(
            renamed.output
                == "Renamed 山田 花子 to yamada-hana: 1 reading ('templog undo' takes it back)\n")
        #expect(
            sandbox.directory.read("readings.jsonl.people")
                == #"{"who":"yamada-hana","displayName":"山田 花子","class":"3年2組"}"# + "\n")
        #expect(
            sandbox.directory.read("readings.jsonl.cycles")
                == #"{"cycleStart":"2026-11-20","who":"yamada-hana"}"# + "\n")
        sandbox.run("add", "36.6", "--who", "hanako", "--at", "07:05")
        sandbox.run("people", "set", "hanako", "--class", "3年1組")
        let refused = sandbox.run("people", "rename", "yamada-hana", "hanako", "--merge")
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: the profiles of 山田 花子 and hanako give different class: make them agree with 'templog people set' first\n"
        )
        #expect(sandbox.run("undo").status == 0)
        #expect(sandbox.run("undo").status == 0)
        #expect(
            sandbox.run("undo").output
                == "Gave the 1 reading of yamada-hana back to 山田 花子, as before the rename\n")
        #expect(
            sandbox.directory.read("readings.jsonl.people")
                == #"{"who":"hana","displayName":"山田 花子","class":"3年2組"}"# + "\n")
        #expect(
            sandbox.directory.read("readings.jsonl.cycles")
                == #"{"cycleStart":"2026-11-20","who":"hana"}"# + "\n")
    }

    @Test(
        arguments: [
            (
                ["people", "rename", "nobody", "somebody"],
                "Error: 'nobody' has no readings, profile or cycle marks to rename"
            ),
            (
                ["people", "rename", "hana", "HANA"],
                "Error: the two names are one person, 'hana' (names match without regard to case and width)"
            ),
            (
                ["people", "rename", "hana", "a b"],
                "Error: 'a b' is not a name: a name has no spaces"
            ),
        ] as [([String], String)])
    func aRenameThatCannotBeDoneIsRefusedAndChangesNothing(arguments: [String], message: String) {
        sandbox.run("add", "36.5", "--who", "hana", "--at", "07:00")
        let before = sandbox.store
        let result = sandbox.run(arguments)
        #expect(result.status == 65)
        #expect(result.error.hasPrefix(message), "\(result.error)")
        #expect(sandbox.store == before)
    }

    /// Case 10: wherever people read, a person with a display name is named by it — stats,
    /// the guided question, delete's and undo's confirmations, an import's summary — and
    /// machine output keeps the handle.
    @Test func everyViewNamesAPersonByTheirDisplayName() throws {
        sandbox.run("add", "36.5", "--who", "hana", "--at", "07:00")
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子")
        #expect(sandbox.run("stats", "--who", "hana").output.hasPrefix("山田 花子: "))
        let asked = sandbox.run(["add", "--who", "hana"], answers: [.text("36.7"), .text("")])
        #expect(asked.error.hasPrefix("Temperature for 山田 花子 at 08:00"))
        let id = try #require(sandbox.readings.last?.shortID)
        #expect(sandbox.run("delete", id).output.contains(" for 山田 花子 at 08:00"))
        #expect(sandbox.run("undo").output.contains(" for 山田 花子 at 08:00"))
        let file = sandbox.directory.write(
            "more.csv", "date,time,celsius,who\n2026-11-28,07:00,36.4,hana\n")
        #expect(
            sandbox.run("import", file).output.hasPrefix(
                "  hana (from more.csv) → 山田 花子: 1 added\n"))
        #expect(sandbox.run("export", "--no-header").output.contains(",hana,"))
        let japanese = sandbox.run(
            ["stats", "--who", "hana"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.output.hasPrefix("山田 花子"))
    }
}
