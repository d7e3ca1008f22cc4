import TestSupport
import Testing

@testable import TempLogCore

/// Who each person of imported files is here: the answers given, the answers remembered, and
/// the questions asked when neither says.
@Suite struct ImportPlanTests {
    static let here = StoreIdentity("aaaaaaaaaaaa")!
    static let sato = StoreIdentity("5a7000000001")!
    static let yamada = StoreIdentity("7a3a00000002")!

    static func rows(_ origin: RowOrigin, _ person: Person, _ count: Int = 2, file: String)
        -> SourceRows
    {
        SourceRows(
            source: ImportSource(origin: origin, person: person), files: [file], rows: count)
    }

    static func plan(
        _ sources: [SourceRows], people: [Person: PersonHere] = [:],
        answers: ImportAnswers = ImportAnswers()
    ) throws(ImportRefusal) -> ImportPlan {
        let files = sources.map(\.files[0]).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        return try ImportPlan(
            sources: sources,
            byFile: files.map { file in (file, sources.filter { $0.files == [file] }) },
            identity: here, here: people, answers: answers)
    }

    @Test func rowsOfThisStoreOrOfNoStoreAreTheirOwnPeople() throws {
        let own = Self.rows(.store(Self.here), .owner, file: "mine.csv")
        let hand = Self.rows(.noStore, .named("hana"), file: "hand.csv")
        let plan = try Self.plan([own, hand])
        #expect(plan.targets[own.source] == .owner)
        #expect(plan.targets[hand.source] == .named("hana"))
        #expect(plan.remembered.isEmpty)
    }

    @Test func aPersonNewHereKeepsTheirNameAndIsRemembered() throws {
        let hana = Self.rows(.store(Self.sato), .named("hana"), file: "dir/sato.csv")
        let plan = try Self.plan([hana])
        #expect(plan.targets[hana.source] == .named("hana"))
        #expect(
            plan.remembered.map(\.source) == [
                PersonSource(store: Self.sato, person: .named("hana"))
            ])
        #expect(plan.remembered.map(\.source.file) == ["sato.csv"])
    }

    @Test func anAnswerRememberedIsTakenWithoutAsking() throws {
        let hana = Self.rows(.store(Self.sato), .named("hana"), file: "sato.csv")
        let known = PersonHere(
            person: .named("sato-hana"), readings: 5,
            sources: [PersonSource(store: Self.sato, person: .named("hana"), file: "sato.csv")])
        let plan = try Self.plan(
            [hana],
            people: [
                .named("sato-hana"): known,
                .named("hana"): PersonHere(person: .named("hana"), readings: 3, sources: []),
            ])
        #expect(plan.targets[hana.source] == .named("sato-hana"))
        #expect(plan.remembered.isEmpty)
    }

    @Test func everyQuestionIsAskedAtOnce() {
        let mine = PersonHere(person: .named("hana"), readings: 3, sources: [])
        let sato = Self.rows(.store(Self.sato), .named("hana"), file: "sato.csv")
        let satoOwner = Self.rows(.store(Self.sato), .owner, 1, file: "sato.csv")
        let kotaA = Self.rows(.store(Self.sato), .named("kota"), file: "sato.csv")
        let kotaB = Self.rows(.store(Self.yamada), .named("kota"), file: "yamada.csv")
        #expect(
            throws: ImportRefusal(questions: [
                .ownerNotNamed(satoOwner), .alreadyHere(sato, here: mine),
                .inSeveralStores([kotaA, kotaB]),
            ])
        ) {
            try Self.plan([satoOwner, sato, kotaA, kotaB], people: [.named("hana"): mine])
        }
    }

    @Test func whoNamesTheOnePersonOfAFileAndNoFileOfSeveral() throws {
        let one = Self.rows(.store(Self.sato), .owner, file: "one.csv")
        let plan = try Self.plan([one], answers: ImportAnswers(person: .named("ritsu")))
        #expect(plan.targets[one.source] == .named("ritsu"))
        let several = [
            Self.rows(.noStore, .owner, file: "f28.csv"),
            Self.rows(.noStore, .named("kota"), file: "f28.csv"),
        ]
        #expect(throws: ImportRefusal(questions: [.severalPeople(path: "f28.csv", several)])) {
            try Self.plan(several, answers: ImportAnswers(person: .named("ritsu")))
        }
    }

    @Test func oneAnswerForPeopleOfSeveralStoresIsAQuestion() throws {
        let sato = Self.rows(.store(Self.sato), .named("hana"), file: "sato.csv")
        let yamada = Self.rows(.store(Self.yamada), .named("hana"), file: "yamada.csv")
        for answers in [
            ImportAnswers(person: .named("hana")),
            ImportAnswers(people: [.named("hana"): .named("hana")]),
        ] {
            #expect(
                throws: ImportRefusal(questions: [
                    .oneAnswerForSeveralStores(.named("hana"), [sato, yamada])
                ])
            ) { try Self.plan([sato, yamada], answers: answers) }
        }
        let own = Self.rows(.store(Self.here), .named("hana"), file: "mine.csv")
        let plan = try Self.plan([own, sato], answers: ImportAnswers(person: .named("hana")))
        #expect(plan.targets[sato.source] == .named("hana"))
    }

    @Test func anAnswerOverridesTheOneRememberedAndForNobodyIsAQuestion() throws {
        let hana = Self.rows(.store(Self.sato), .named("hana"), file: "sato.csv")
        let source = PersonSource(store: Self.sato, person: .named("hana"), file: "sato.csv")
        let known = PersonHere(person: .named("sato-hana"), readings: 5, sources: [source])
        let plan = try Self.plan(
            [hana], people: [.named("sato-hana"): known],
            answers: ImportAnswers(people: [.named("hana"): .named("hana")]))
        #expect(plan.targets[hana.source] == .named("hana"))
        #expect(plan.remembered.map(\.person) == [.named("hana")])
        #expect(
            throws: ImportRefusal(questions: [.noSuchPerson(.named("hnaa"), held: [.named("hana")])]
            )
        ) {
            try Self.plan([hana], answers: ImportAnswers(people: [.named("hnaa"): .named("x")]))
        }
    }
}
