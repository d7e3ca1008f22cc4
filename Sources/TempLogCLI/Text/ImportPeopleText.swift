import TempLogCore

/// How an import names the people of its files, where their rows went, and what it must be
/// told before it files them.
struct ImportPeopleText {
    /// This store's identity, so its own exports read as "this store".
    let identity: StoreIdentity?
    /// The names of the people here.
    let names: PersonNames

    /// `hana (store 3f9a2c, from sato.csv)`: a person of the files, and where they come from
    /// (each file by its name, without its directory).
    func label(_ rows: SourceRows) -> LocalizedText {
        let files = LocalizedText.listed(rows.files.map { .verbatim(Self.fileName($0)) })
        let person = rows.source.person
        switch rows.source.origin {
        case .noStore:
            guard let name = person.who else { return .people(.unnamedInFile(files: files)) }
            return .people(.namedInFile(name: name, files: files))
        case .store(let store) where store == identity:
            return .people(.namedInThisStore(name: person.display, files: files))
        case .store(let store):
            guard let name = person.who else {
                return .people(.ownerOfStore(store: store.shortID, files: files))
            }
            return .people(.namedInStore(name: name, store: store.shortID, files: files))
        }
    }

    /// `hana (store 7b2c1d, from yamada.csv)`: a person of another store, as remembered.
    static func label(_ source: PersonSource) -> LocalizedText {
        let store = source.store.shortID
        switch (source.person.who, source.file) {
        case (let name?, let file?):
            return .people(.namedInStore(name: name, store: store, files: .verbatim(file)))
        case (let name?, nil): return .people(.namedInStoreOnly(name: name, store: store))
        case (nil, let file?): return .people(.ownerOfStore(store: store, files: .verbatim(file)))
        case (nil, nil): return .people(.ownerOfStoreOnly(store: store))
        }
    }

    /// One line per person of the files: where their rows went.
    func lines(_ people: [ReadingStore.ImportedPerson], dryRun: Bool) -> [LocalizedText] {
        people.map { person in
            let message = dryRun ? PeopleMessage.wouldImportPerson : PeopleMessage.importedPerson
            return .people(
                message(
                    label(person.rows), names.display(person.person), person.added,
                    person.alreadyInStore))
        }
    }

    /// The error an import is refused with: what each question is, and the commands that
    /// answer it.
    func refusal(_ refusal: ImportRefusal) -> CommandFailure {
        var details: [LocalizedText] = []
        // The suggested answers of each file set, in order: one command answers them all.
        var answers: [(files: [String], names: [String], command: String)] = []
        func suggested(_ rows: SourceRows) -> String {
            let answer = suggestion(rows)
            let name = rows.source.person.who ?? Person.ownerWord
            let part = " --as \(name)=\(answer)"
            if let index = answers.firstIndex(where: { $0.files == rows.files }) {
                if !answers[index].names.contains(name) {
                    answers[index].names.append(name)
                    answers[index].command += part
                }
            } else {
                answers.append((rows.files, [name], "templog import " + files(rows) + part))
            }
            return command(rows, answer: answer)
        }
        for question in refusal.questions {
            switch question {
            case .alreadyHere(let rows, let here):
                let name = rows.source.person.who ?? Person.ownerWord
                let readings = here.readings
                let person = names.display(here.person)
                details.append(
                    .people(
                        .alreadyHere(
                            source: label(rows), rows: rows.rows, name: name,
                            here: here.sources.isEmpty
                                ? .people(.hereOwnReadings(person: person, readings: readings))
                                : .people(
                                    .hereImportedReadings(
                                        person: person, readings: readings,
                                        from: .listed(here.sources.map(Self.label)))))))
                let handle = here.person.who ?? Person.ownerWord
                details.append(
                    .people(.samePersonCommand(command: command(rows, answer: handle))))
                details.append(
                    .people(
                        .otherPersonCommand(command: suggested(rows))))
            case .inSeveralStores(let list):
                details.append(
                    .people(
                        .inSeveralStores(
                            name: list[0].source.person.who ?? Person.ownerWord,
                            sources: .entries(
                                list.map { .people(.sourceRows(source: label($0), rows: $0.rows)) }
                            ))))
                for rows in list where isOtherStore(rows.source.origin) {
                    details.append(
                        .people(.answerCommand(command: suggested(rows))))
                }
            case .oneAnswerForSeveralStores(let person, let list):
                details.append(
                    .people(
                        .oneAnswerForSeveralStores(
                            name: names.display(person),
                            sources: .entries(
                                list.map { .people(.sourceRows(source: label($0), rows: $0.rows)) }
                            ))))
                for rows in list {
                    details.append(
                        .people(.answerCommand(command: suggested(rows))))
                }
            case .ownerNotNamed(let rows):
                details.append(.people(.ownerNotNamed(source: label(rows), rows: rows.rows)))
                details.append(
                    .people(.answerCommand(command: suggested(rows))))
            case .severalPeople(let path, let list):
                details.append(
                    .people(
                        .severalPeople(
                            path: path,
                            people: .listed(
                                list.map {
                                    .people(
                                        .personRows(
                                            person: $0.source.person.display, rows: $0.rows))
                                }))))
            case .noSuchPerson(let person, let held):
                details.append(
                    .people(
                        .noSuchPersonInFiles(
                            name: person.who ?? Person.ownerWord, held: Person.list(held))))
            }
        }
        for answer in answers where answer.names.count > 1 {
            details.append(.people(.answerAllAtOnce(command: answer.command)))
        }
        details.append(.people(.answerAndImportAgain))
        return CommandFailure(
            .data, .people(.importNeedsAnswers(count: refusal.questions.count)), details: details)
    }

    /// Whether `origin` is another store than this one.
    private func isOtherStore(_ origin: RowOrigin) -> Bool {
        if case .store(let store) = origin { return store != identity }
        return false
    }

    /// `templog import sato.csv --as hana=sato-hana`: the command that answers for `rows`.
    private func command(_ rows: SourceRows, answer: String) -> String {
        let name = rows.source.person.who ?? Person.ownerWord
        return "templog import \(files(rows)) --as \(name)=\(answer)"
    }

    /// The files of `rows` as words of a shell command.
    private func files(_ rows: SourceRows) -> String {
        rows.files.map(Self.shellWord).joined(separator: " ")
    }

    /// A name for the person of `rows` that tells them from a person here of the same name:
    /// the file's name before theirs (`sato-hana` for hana in sato.csv, `f28-owner` for the
    /// owner of the store f28.csv comes from), or their name and `2`.
    private func suggestion(_ rows: SourceRows) -> String {
        let name = rows.source.person.who ?? "owner"
        let file = rows.files.first.map(Self.fileName)
        let stem = file.map { file in
            String(file.lowercased().prefix { $0 != "." }.filter { $0.isLetter || $0.isNumber })
        }
        if let stem, !stem.isEmpty, let made = try? NameInput.parse("\(stem)-\(name)") {
            return made
        }
        return "\(name)-2"
    }

    /// The last part of `path`.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path`, quoted for a shell when it holds anything but letters, digits and `-_./`.
    private static func shellWord(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
        let quoted = path.split(separator: "'", omittingEmptySubsequences: false)
            .joined(separator: #"'\''"#)
        return plain ? path : "'" + quoted + "'"
    }
}
