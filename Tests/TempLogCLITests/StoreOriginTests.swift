import Foundation
import TempLogCore
import TestSupport
import Testing

/// Readings from other stores: a store's identity, exports that carry it, and imports that never
/// file another family's people under a person here without the user's say.
@Suite struct StoreOriginTests {
    /// The school nurse's store.
    let nurse = Sandbox(now: "2026-11-29T08:00:00+09:00", identity: "aaaa0000aaaa")

    /// A family's store with the readings `commands` add, as the family would.
    static func family(_ identity: String, _ commands: [[String]]) -> Sandbox {
        let family = Sandbox(now: "2026-11-29T08:00:00+09:00", identity: identity)
        for command in commands {
            let result = family.run(command)
            #expect(result.status == 0, "\(command): \(result.error)")
        }
        return family
    }

    /// `add TEMPERATURE --who WHO --at AT` (the owner's without `who`).
    static func add(_ temperature: String, _ who: String?, _ at: String) -> [String] {
        ["add", temperature, "--at", at] + (who.map { ["--who", $0] } ?? [])
    }

    /// The export `arguments` make of `family`, written into the nurse's directory as `name`.
    func export(_ family: Sandbox, as name: String, _ arguments: String...) -> String {
        nurse.directory.write(name, family.run(["export"] + arguments).output)
    }

    static let sato = [
        add("36.4", "hana", "2026-11-24 07:00"), add("36.5", "hana", "2026-11-25 07:00"),
        add("36.3", "hana", "2026-11-26 07:10"), add("36.6", "hana", "2026-11-27 07:00"),
        add("36.5", "hana", "2026-11-28 07:00"),
    ]
    static let yamada = [
        add("36.6", "hana", "2026-11-24 07:05"), add("36.7", "hana", "2026-11-25 07:05"),
        add("36.3", "hana", "2026-11-26 07:10"), add("37.2", "hana", "2026-11-27 07:05"),
        add("37.9", "hana", "2026-11-28 07:05"),
    ]

    /// Case 1: family A and family B each export `--who hana`; importing both files must not
    /// file them as one child, nor take child B's 36.3 °C at 07:10 on 11/26 for a duplicate of
    /// child A's, nor put child B's fever on child A's report.
    @Test func twoFamiliesHanaAreNeverFiledAsOneChild() {
        let sato = export(Self.family("5a7000000001", Self.sato), as: "sato.csv", "--who", "hana")
        let yamada = export(
            Self.family("7a3a00000002", Self.yamada), as: "yamada.csv", "--who", "hana")
        let refused = nurse.run("import", sato, yamada)
        #expect(refused.status == 65)
        #expect(refused.output == "")
        #expect(
            refused.error == """
                Error: templog will not guess who 1 person of these files is here; nothing was imported:
                  'hana' is a person of several stores of these files: hana (store 5a7000, from sato.csv), 5 readings; hana (store 7a3a00, from yamada.csv), 5 readings
                    templog import \(sato) --as hana=sato-hana
                    templog import \(yamada) --as hana=yamada-hana
                Say who each is, then import again: templog remembers the answers for the next file.

                """)
        #expect(nurse.store == nil)
        #expect(nurse.directory.read("readings.jsonl.people") == nil)

        let first = nurse.run("import", sato, "--as", "hana=sato-hana")
        #expect(
            first.output == """
                  hana (store 5a7000, from sato.csv) → sato-hana: 5 added
                Added 5 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.
                Who the people of other stores are here is remembered in '\(nurse.storePath).people': the next file from those stores imports without asking.

                """)
        #expect(nurse.run("import", yamada, "--as", "hana=yamada-hana").status == 0)
        #expect(nurse.readings.count == 10)
        let report = nurse.run(
            "report", "--since", "2026-11-26", "--until", "2026-11-28", "--csv", "--pick", "max")
        #expect(
            report.output.split(separator: "\n").filter { $0.contains(",true,") }.map {
                $0.split(separator: ",")[2]
            } == ["yamada-hana"])
        #expect(
            nurse.run("report", "--who", "sato-hana", "--date", "2026-11-26", "--text").output
                == "sato-hana\n2026-11-26 (Thu) morning 07:10 36.3 °C\n")
        #expect(
            nurse.run("report", "--who", "yamada-hana", "--date", "2026-11-26", "--text").output
                == "yamada-hana\n2026-11-26 (Thu) morning 07:10 36.3 °C\n")

        // Next week's files import without a question, each child into their own name.
        let nextSato = Self.family(
            "5a7000000001", Self.sato + [Self.add("36.4", "hana", "today 07:00")])
        let nextYamada = Self.family(
            "7a3a00000002", Self.yamada + [Self.add("37.0", "hana", "today 07:05")])
        let weekTwo = nurse.run(
            "import", export(nextSato, as: "sato-2.csv", "--who", "hana"),
            export(nextYamada, as: "yamada-2.csv", "--who", "hana"))
        #expect(
            weekTwo.output == """
                  hana (store 5a7000, from sato-2.csv) → sato-hana: 1 added, 5 already in the store
                  hana (store 7a3a00, from yamada-2.csv) → yamada-hana: 1 added, 5 already in the store
                Added 2 readings; skipped 10 already in the store and 0 repeated in the files; rejected 0.

                """)
        #expect(
            nurse.run("people").output == """
                WHO          READINGS  LAST READING                   FROM
                sato-hana           6  2026-11-29 Sun 07:00  36.4 °C  hana (store 5a7000, from sato.csv)
                yamada-hana         6  2026-11-29 Sun 07:05  37.0 °C  hana (store 7a3a00, from yamada.csv)

                """)
    }

    /// A file with two questions (its `hana` is a name here already, and its store's owner is
    /// not named): each suggested answer alone is refused for the other question, so the
    /// refusal also gives the one command that answers both, and that command files each
    /// person where it says.
    @Test func aFileWithTwoQuestionsGetsOneCommandThatAnswersBoth() {
        #expect(nurse.run(Self.add("36.5", "hana", "2026-11-28 07:30")).status == 0)
        let yamada = export(
            Self.family("7a3a00000002", Self.yamada + [Self.add("36.9", nil, "2026-11-28 07:15")]),
            as: "yamada.csv")
        let refused = nurse.run("import", yamada)
        #expect(refused.status == 65)
        let combined = "templog import \(yamada) --as me=yamada-owner --as hana=yamada-hana"
        #expect(
            refused.error.contains("  every answer for one file at once: \(combined)\n"),
            "\(refused.error)")
        #expect(nurse.run("import", yamada, "--as", "hana=yamada-hana").status == 65)
        let answered = nurse.run(
            "import", yamada, "--as", "hana=yamada-hana", "--as", "me=yamada-owner")
        #expect(answered.status == 0, "\(answered.error)")
        #expect(
            nurse.run("export", "--who", "hana").output.split(separator: "\n").count == 2)
        #expect(
            nurse.run("export", "--who", "yamada-hana").output.split(separator: "\n")
                .count == 6)
        #expect(
            nurse.run("export", "--who", "yamada-owner").output.split(separator: "\n")
                .count == 2)
    }

    /// A child first filed under the file's own name, then answered otherwise with `--update`:
    /// the readings move, and no empty profile is left to keep `hana` on the roster.
    @Test func anAnswerGivenAgainLeavesNoEmptyPersonBehind() {
        let yamada = export(
            Self.family("7a3a00000002", Self.yamada + [Self.add("36.9", nil, "2026-11-28 07:15")]),
            as: "yamada.csv")
        #expect(nurse.run("import", yamada, "--as", "me=yamada-owner").status == 0)
        let moved = nurse.run("import", yamada, "--as", "hana=yamada-hana", "--update")
        #expect(moved.status == 0, "\(moved.error)")
        #expect(
            nurse.run("export", "--who", "yamada-hana").output.split(separator: "\n").count == 6)
        let people = nurse.run("people").output
        #expect(!people.contains("\nhana "), "\(people)")
        let profiles = nurse.directory.read("readings.jsonl.people") ?? ""
        #expect(!profiles.contains("{\"who\":\"hana\""), "\(profiles)")
        #expect(!nurse.run("today", "--everyone").output.contains("\nhana "))
    }

    /// One answer for the files of two families (`--who hana`, `--as hana=hana`) would make
    /// their two children one: refused, with the answer for each family's file.
    @Test func oneAnswerNeverMakesTwoFamiliesChildrenOne() {
        let sato = export(Self.family("5a7000000001", Self.sato), as: "sato.csv", "--who", "hana")
        let yamada = export(
            Self.family("7a3a00000002", Self.yamada), as: "yamada.csv", "--who", "hana")
        for answer in [["--who", "hana"], ["--as", "hana=hana"]] {
            let refused = nurse.run(["import", sato, yamada] + answer)
            #expect(refused.status == 65)
            #expect(
                refused.error.contains(
                    """
                      one answer would make the people of several stores one person, hana: hana (store 5a7000, from sato.csv), 5 readings; hana (store 7a3a00, from yamada.csv), 5 readings; answer each store's file on its own
                        templog import \(sato) --as hana=sato-hana
                        templog import \(yamada) --as hana=yamada-hana

                    """))
            #expect(nurse.store == nil)
        }
        // Each family's file answered on its own is the user's say.
        #expect(nurse.run("import", sato, "--who", "hana").status == 0)
        #expect(nurse.run("import", yamada, "--as", "hana=yamada-hana").status == 0)
        #expect(nurse.run("people").output.contains("yamada-hana         5"))
    }

    /// A child of another store with the name of a child here is asked about, naming both
    /// with their readings, and how to say it is the same child or another.
    @Test func aChildOfAnotherStoreNamedLikeAChildHereIsAskedAbout() {
        #expect(nurse.run("add", "36.5", "--who", "hana", "--at", "07:00").status == 0)
        #expect(nurse.run("people", "set", "hana", "--display-name", "山田 花子").status == 0)
        let sato = export(Self.family("5a7000000001", Self.sato), as: "sato.csv", "--who", "hana")
        let before = nurse.store
        let asked = nurse.run("import", sato)
        #expect(asked.status == 65)
        #expect(
            asked.error == """
                Error: templog will not guess who 1 person of these files is here; nothing was imported:
                  hana (store 5a7000, from sato.csv), 5 readings: 'hana' here is 山田 花子, with 1 reading of this store
                    the same person: templog import \(sato) --as hana=hana
                    someone else:    templog import \(sato) --as hana=sato-hana
                Say who each is, then import again: templog remembers the answers for the next file.

                """)
        #expect(nurse.store == before)
        // The same child (her other parent's store): filed under her, and remembered.
        let same = nurse.run("import", sato, "--as", "hana=hana")
        #expect(same.output.hasPrefix("  hana (store 5a7000, from sato.csv) → 山田 花子: 5 added\n"))
        #expect(nurse.readings.count == 6)
        #expect(
            nurse.run("import", sato).output.hasPrefix(
                "  hana (store 5a7000, from sato.csv) → 山田 花子: 0 added, 5 already"))
        let japanese = nurse.run(
            [
                "import",
                export(Self.family("7a3a00000002", Self.yamada), as: "yamada.csv", "--who", "hana"),
            ],
            environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 65)
        #expect(
            japanese.error.contains(
                "  hana（記録ファイル 7a3a00、yamada.csv から）の 5 件: ここの「hana」は山田 花子さんで、hana（記録ファイル 5a7000、sato.csv から）の記録も含めて 6 件の記録があります。\n"
            ))
    }

    static let f28 = [
        add("36.2", nil, "2026-11-27 06:50"), add("36.5", "ritsu", "2026-11-27 07:00"),
        add("38.1", "kota", "2026-11-27 07:05"), add("36.6", "ritsu", "2026-11-28 07:00"),
        add("37.9", "kota", "2026-11-28 07:05"),
    ]

    /// Case 2: `--who ritsu` on a file that holds the parent, ritsu and kota would file all
    /// three as ritsu: the parent's 06:50 as her morning, kota's 38.1 °C as her fever.
    @Test func importWhoOnAFileOfSeveralPeopleIsRefusedNamingThem() {
        let file = export(Self.family("f28000000028", Self.f28), as: "f28.csv")
        let result = nurse.run("import", file, "--who", "ritsu")
        #expect(result.status == 65)
        #expect(
            result.error == """
                Error: templog will not guess who 1 person of these files is here; nothing was imported:
                  --who names the one person a file holds, but '\(file)' holds several: me 1, ritsu 2, kota 2; say who each is with --as
                Say who each is, then import again: templog remembers the answers for the next file.

                """)
        #expect(nurse.store == nil)
        // A file of one person is hers, as --who says.
        let ritsu = export(Self.family("f28000000028", Self.f28), as: "ritsu.csv", "--who", "ritsu")
        #expect(nurse.run("import", ritsu, "--who", "ritsu").status == 0)
        #expect(nurse.readings.map(\.person.who) == ["ritsu", "ritsu"])
    }

    /// Case 3: the rows of another family's owner, and a row typed at the bottom of their
    /// export, are that family's, never the importer's.
    @Test func anotherFamilysOwnerIsNeverFiledAsTheImporter() throws {
        #expect(nurse.run("add", "36.4", "--at", "2026-11-27 06:30").status == 0)
        let family = Self.family("f28000000028", Self.f28)
        var exported = family.run("export").output
        // Friday's reading, typed at the bottom of the exported sheet: date, time and celsius,
        // every other cell (who, id, taken_at, store) left empty.
        exported +=
            "2026-11-27,19:30,36.8"
            + String(repeating: ",", count: DelimitedFormat.columns.count - 3) + "\n"
        let file = nurse.directory.write("f28.csv", exported)
        let refused = nurse.run("import", file)
        #expect(refused.status == 65)
        #expect(
            refused.error.contains(
                """
                  the owner of store f28000 (from f28.csv), 2 readings: not yours; say who they are here
                    templog import \(file) --as me=f28-owner

                """))
        #expect(nurse.readings.count == 1)
        let imported = nurse.run("import", file, "--as", "me=ritsu-mother")
        #expect(imported.status == 0)
        #expect(
            imported.output.hasPrefix(
                """
                  the owner of store f28000 (from f28.csv) → ritsu-mother: 2 added
                  ritsu (store f28000, from f28.csv) → ritsu: 2 added
                  kota (store f28000, from f28.csv) → kota: 2 added

                """))
        #expect(
            nurse.run("report", "--who", "me", "--date", "2026-11-27", "--text").output
                == "2026-11-27 (Fri) morning 06:30 36.4 °C\n")
        #expect(
            nurse.run(
                "report", "--who", "ritsu-mother", "--date", "2026-11-27", "--pick", "last",
                "--text"
            ).output == "ritsu-mother\n2026-11-27 (Fri) evening 19:30 36.8 °C\n")
    }

    /// Another family's store file itself, with its identity file beside it (a backup, a
    /// synced folder), is that store's: its people are asked about as its export's are, never
    /// filed under a person here by name, and its owner never as you. A copy of this store is
    /// this store's own.
    @Test func anotherFamilysStoreFileIsAskedAboutAsItsExportIs() {
        #expect(nurse.run(Self.add("36.5", "hana", "2026-11-27 07:10")).status == 0)
        let family = Self.family(
            "5a7000000001", Self.sato + [Self.add("36.9", nil, "2026-11-28 07:30")])
        let before = nurse.store
        let refused = nurse.run("import", family.storePath)
        #expect(refused.status == 65)
        #expect(
            refused.error.hasPrefix(
                "Error: templog will not guess who 2 people of these files are here;"
                    + " nothing was imported:\n"))
        #expect(nurse.store == before)
        let copy = nurse.directory.file("copy.jsonl")
        nurse.directory.write("copy.jsonl", nurse.store ?? "")
        nurse.directory.write("copy.jsonl.identity", #"{"store":"aaaa0000aaaa"}"# + "\n")
        let own = nurse.run("import", copy)
        #expect(own.status == 0)
        #expect(own.output.hasPrefix("  hana (this store, from copy.jsonl) → hana: 0 added"))
    }

    /// A JSON Lines export names its store in each line, as a CSV does in its last column.
    @Test func aJSONLinesExportSaysWhichStoreItComesFrom() {
        let family = Self.family("5a7000000001", Self.sato)
        let lines = family.run("export", "--jsonl").output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasSuffix(#","store":"5a7000000001"}"#) })
        let file = export(family, as: "sato.jsonl", "--jsonl")
        #expect(
            nurse.run("import", file).output.hasPrefix(
                "  hana (store 5a7000, from sato.jsonl) → hana: 5 added\n"))
        #expect(
            nurse.directory.read("readings.jsonl.people")?.contains(#""store":"5a7000000001""#)
                == true)
    }

    /// Another store's owner may be you (a laptop never synced with this store): the answer is
    /// kept in your own profile line and taken the next time.
    @Test func anotherStoresOwnerAnsweredAsYouIsRememberedInYourProfile() {
        let laptop = Self.family("ba0000000001", [Self.add("36.5", nil, "2026-11-27 07:00")])
        let file = export(laptop, as: "laptop.csv")
        #expect(nurse.run("import", file).status == 65)
        #expect(nurse.run("import", file, "--as", "me=me").status == 0)
        #expect(
            nurse.directory.read("readings.jsonl.people")
                == #"{"sources":[{"store":"ba0000000001","file":"laptop.csv"}]}"# + "\n")
        let again = nurse.run("import", file)
        #expect(again.status == 0)
        #expect(
            again.output.hasPrefix(
                "  the owner of store ba0000 (from laptop.csv) → me: 0 added, 1 already in the store\n"
            ))
    }

    /// The spreadsheet round trip of one's own store: an export of this store maps its people
    /// to themselves, the owner included, without a question.
    @Test func anExportOfThisStoreImportsBackAsItsOwnPeople() {
        for command in Self.f28 { #expect(nurse.run(command).status == 0) }
        let file = export(nurse, as: "mine.csv")
        let result = nurse.run("import", file)
        #expect(result.status == 0)
        #expect(
            result.output == """
                  me (this store, from mine.csv) → me: 0 added, 1 already in the store
                  ritsu (this store, from mine.csv) → ritsu: 0 added, 2 already in the store
                  kota (this store, from mine.csv) → kota: 0 added, 2 already in the store
                Added 0 readings; skipped 5 already in the store and 0 repeated in the files; rejected 0.

                """)
    }

    /// A file that names no store (made by hand, another app) keeps the rules it always had:
    /// an empty `who` is yours.
    @Test func aFileThatNamesNoStoreIsImportedAsBefore() {
        let file = nurse.directory.write(
            "hand.csv",
            "date,time,celsius,who\n2026-11-27,07:00,36.5,\n2026-11-27,07:05,36.6,hana\n")
        #expect(
            nurse.run("import", file).output == """
                  rows without a name (from hand.csv) → me: 1 added
                  hana (from hand.csv) → hana: 1 added
                Added 2 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0.

                """)
        #expect(nurse.readings.map(\.person.who) == [nil, "hana"])
    }

    /// `--dry-run` asks the same question and says where the rows would go, writing nothing.
    @Test func aDryRunAsksAndAnswersAsTheImportWould() {
        let file = export(Self.family("f28000000028", Self.f28), as: "f28.csv")
        let asked = nurse.run("import", file, "--dry-run")
        #expect(asked.status == 65)
        #expect(asked.error.contains("  the owner of store f28000 (from f28.csv), 1 reading: "))
        let answered = nurse.run("import", file, "--dry-run", "--as", "me=f28-owner")
        #expect(answered.status == 0)
        #expect(
            answered.output.hasSuffix(
                """
                  the owner of store f28000 (from f28.csv) → f28-owner: would add 1
                  ritsu (store f28000, from f28.csv) → ritsu: would add 2
                  kota (store f28000, from f28.csv) → kota: would add 2
                Would add 5 readings; skipped 0 already in the store and 0 repeated in the files; rejected 0. Nothing was changed (--dry-run).

                """))
        #expect(nurse.store == nil)
        #expect(nurse.directory.read("readings.jsonl.people") == nil)
    }

    /// A row without a store cell in a file of rows from two stores could be either family's:
    /// it is rejected, naming both; the other rows are imported.
    @Test func aRowOfNoStoreInAFileOfTwoStoresIsRejectedNamingThem() {
        let sato = Self.family("5a7000000001", Self.sato).run("export").output
        // Family yamada's child is mei here, so that only the typed row is in doubt.
        let mei = Self.yamada.map { $0.map { $0 == "hana" ? "mei" : $0 } }
        let yamada = Self.family("7a3a00000002", mei).run("export", "--no-header").output
        let typed =
            "2026-11-27,19:30,36.8"
            + String(repeating: ",", count: DelimitedFormat.columns.count - 3) + "\n"
        let file = nurse.directory.write("both.csv", sato + yamada + typed)
        let result = nurse.run("import", file, "--dry-run")
        #expect(
            result.error
                == "warning: rejected \(file):12: the row names no store, and the file's other rows come from several (5a7000, 7a3a00): fill in its store cell\n"
        )
    }

    /// `--who` and `--as` say the same thing two ways; `--as` needs a name on each side and
    /// names each person of the files once.
    @Test(
        arguments: [
            (
                ["--who", "hana", "--as", "me=hana"],
                "Error: '--who' and '--as' cannot be used together"
            ),
            (
                ["--as", "hana"],
                "Error: --as: 'hana' is not NAME=NAME, a name the file has and who that is here (--as hana=sato-hana)"
            ),
            (["--as", "hana=a b"], "Error: --as: 'a b' is not a name: a name has no spaces"),
            (
                ["--as", "hana=x", "--as", "HANA=y"],
                "Error: --as gives 'HANA' twice: say once who they are here"
            ),
        ] as [([String], String)])
    func answersThatSayNothingClearAreRefused(arguments: [String], message: String) {
        let file = export(Self.family("5a7000000001", Self.sato), as: "sato.csv")
        let result = nurse.run(["import", file] + arguments)
        #expect([64, 65].contains(result.status))
        #expect(result.error.hasPrefix(message), "\(result.error)")
        #expect(nurse.store == nil)
    }

    /// An answer for a person the files do not hold is refused, naming those they do.
    @Test func anAnswerForNobodyInTheFilesIsRefused() {
        let file = export(Self.family("5a7000000001", Self.sato), as: "sato.csv")
        let result = nurse.run("import", file, "--as", "hnaa=hana")
        #expect(result.status == 65)
        #expect(
            result.error.contains(
                "  --as hnaa=…: these files hold no rows of 'hnaa' (they hold: hana)\n"))
    }
}
