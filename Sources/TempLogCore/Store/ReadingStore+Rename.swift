/// Why `people rename` was refused; nothing was changed.
public enum RenameRefusal: Error, Equatable, Sendable {
    /// The person has no reading, no profile and no cycle mark here.
    case noSuchPerson(Person)
    /// The two names are one person already (they differ only in case or width).
    case samePerson(Person)
    /// The new name is a person here already, with this many readings: only a merge
    /// (`--merge`) makes the two one.
    case alreadyAPerson(Person, readings: Int)
    /// Both profiles give these fields (and, when `fever`, a fever threshold) differently: a
    /// merge would have to choose.
    case profilesDisagree(Person, Person, fields: [PersonProfile.Field], fever: Bool)
}

extension ReadingStore {
    /// Whether `rename` may make the readings another person's who is a person here already.
    public enum RenameMode: Sendable {
        /// Only to a name that is no person here yet.
        case toNewName
        /// Into an existing person too, their profiles merged (`--merge`).
        case merging
    }

    /// What a rename did.
    public struct RenameResult: Equatable, Sendable {
        /// The person renamed, spelled as the store spelled them.
        public let from: Person
        /// Whose the readings are now, spelled as the store spells them.
        public let to: Person
        /// How many readings changed hands.
        public let readings: Int
        /// Whether `to` was a person here already (a merge).
        public let merged: Bool
    }

    /// Makes every reading of `from` the reading of `to` — and `from`'s profile (its
    /// remembered sources included) and cycle marks `to`'s — as one change recorded in the
    /// journal at `now`, which `undo` takes back. A `to` that is a person here already is
    /// refused unless `mode` is `.merging`, and then refused too when both profiles give a
    /// field differently (`RenameRefusal`).
    @discardableResult
    public func rename(_ from: Person, to: Person, mode: RenameMode, at now: Timestamp) throws
        -> RenameResult
    {
        guard from != to else { throw RenameRefusal.samePerson(from) }
        try prepareDirectory()
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        let existing = try openForReading()
        var moved: [(offset: Int, reading: Reading, line: [UInt8])] = []
        var spellings: [Person: Person] = [:]
        var targetReadings = 0
        if let existing {
            try io(StoreError.cannotRead) {
                try StoreLine.forEach(in: existing) { line in
                    guard let reading = line.reading else { return true }
                    let person = reading.person
                    if spellings[person] == nil { spellings[person] = person }
                    if person == from {
                        moved.append((line.offset, reading, Array(line.bytes)))
                    } else if person == to {
                        targetReadings += 1
                    }
                    return true
                }
            }
        }
        let profiles = try self.profiles().profiles
        let cycles = try cycleStarts().starts
        let fromProfile = profiles[from]
        let fromMarks = cycles.filter { $0.person == from }
        guard !moved.isEmpty || fromProfile != nil || !fromMarks.isEmpty else {
            throw RenameRefusal.noSuchPerson(from)
        }
        let target = spellings[to] ?? profiles.keys.first { $0 == to } ?? to
        let targetExists =
            targetReadings > 0 || profiles[to] != nil || cycles.contains { $0.person == to }
        if targetExists, mode == .toNewName {
            throw RenameRefusal.alreadyAPerson(target, readings: targetReadings)
        }
        let source = spellings[from] ?? profiles.keys.first { $0 == from } ?? from
        let profileChanges = try renamedProfiles(
            from: source, fromProfile: fromProfile, to: target, toProfile: profiles[to])
        let replaced = moved.map { RemovedLine(reading: $0.reading, bytes: $0.line) }
        let newLines = moved.map { entry in
            var reading = entry.reading
            reading.person = target
            return ReadingLine.updating(entry.line, to: reading)
        }
        let added = zip(moved, newLines).map {
            AddedLine(id: $0.0.reading.id, digest: LineDigest(line: $0.1))
        }
        let targetDays = Set(cycles.filter { $0.person == to }.map(\.day))
        let cyclesAdded = fromMarks.filter { !targetDays.contains($0.day) }.map { start in
            let moved = CycleStart(day: start.day, person: target)
            return CycleMark(start: moved, bytes: Array(CycleLine.encode(moved).dropLast()))
        }
        let cyclesRemoved = try cycleMarks(of: fromMarks)
        let change = StoreChange.rename(
            PersonRename(
                from: source, to: target, replaced: replaced, added: added,
                profiles: profileChanges, cyclesRemoved: cyclesRemoved, cyclesAdded: cyclesAdded))
        try merge(
            zip(moved, newLines).map { ($0.0.reading.takenAt.secondsSince1970, $0.1) },
            replacing: Set(moved.map(\.offset)), in: existing,
            recording: RecordedChange(change, at: now))
        return RenameResult(
            from: source, to: target, readings: moved.count, merged: targetExists)
    }

    /// The profile lines a rename changes: `from`'s taken out, `to`'s written with both
    /// profiles' fields and sources; refused when both give a field differently.
    private func renamedProfiles(
        from: Person, fromProfile: PersonProfile?, to: Person, toProfile: PersonProfile?
    ) throws -> [ProfileChange] {
        guard let fromProfile else { return [] }
        var merged = toProfile ?? PersonProfile()
        var disagreeing: [PersonProfile.Field] = []
        for field in PersonProfile.Field.allCases {
            guard let value = fromProfile[field] else { continue }
            if let other = merged[field], other != value {
                disagreeing.append(field)
            } else {
                merged[field] = value
            }
        }
        let feverDisagrees =
            fromProfile.fever != nil && merged.fever != nil && fromProfile.fever != merged.fever
        guard disagreeing.isEmpty, !feverDisagrees else {
            throw RenameRefusal.profilesDisagree(
                from, to, fields: disagreeing, fever: feverDisagrees)
        }
        merged.fever = merged.fever ?? fromProfile.fever
        for source in fromProfile.sources where !merged.sources.contains(source) {
            merged.sources.append(source)
        }
        let fromLine = try profileLine(of: from)
        let toLine = try profileLine(of: to)
        return [
            ProfileChange(lineBefore: fromLine, lineAfter: nil),
            ProfileChange(
                lineBefore: toLine, lineAfter: ProfileLine.encode(merged, of: to, keeping: toLine)),
        ].compactMap { $0 }
    }
}
