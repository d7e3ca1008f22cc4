/// How a change of the store and of files beside it (an import that remembers who a person of
/// another store is, a rename) stays one change: the store is replaced first, and the files
/// beside it follow what the store shows. A process that ends between the two leaves the store
/// as the change made it, or as it was, and the next change brings the files beside it in line
/// (`settleInterruptedChange`). `undo` replaces the store last, so an undo cut short leaves the
/// store showing the change, and the files beside it are brought back in line with it.
extension ReadingStore {
    /// The replacements of the files beside the store that make them show `change`
    /// (`showing`) or show it taken back: only those that do not read so already.
    func besideReplacements(for change: StoreChange, showing: Bool) throws(StoreError)
        -> [Replacement]
    {
        let marks = change.besideCycleMarks
        return [
            try profilesReplacement(showing: showing, change.besideProfiles),
            try cyclesReplacement(showing: showing, removed: marks.removed, added: marks.added),
        ].compactMap { $0 }
    }

    /// How the files beside the store stand to `change`: true when they show it, all of them
    /// or some (a change made in part, cut short between two files), false when they are as
    /// before it, nil when one of them shows neither (edited since); true when it changed
    /// none of them.
    func besideFilesShow(_ change: StoreChange) throws(StoreError) -> Bool? {
        let marks = change.besideCycleMarks
        var states: [Bool?] = []
        if !change.besideProfiles.isEmpty {
            states.append(try profilesFileShows(change.besideProfiles))
        }
        if !marks.removed.isEmpty || !marks.added.isEmpty {
            states.append(try cyclesFileShows(removed: marks.removed, added: marks.added))
        }
        if states.contains(where: { $0 == nil }) { return nil }
        return states.isEmpty || states.contains(true)
    }

    /// Whether `change` changed the store and files beside it.
    static func spansFiles(_ change: StoreChange) -> Bool {
        let marks = change.besideCycleMarks
        let changesStore = !change.addedLines.isEmpty || !change.removedLines.isEmpty
        let changesBeside =
            !change.besideProfiles.isEmpty || !marks.removed.isEmpty || !marks.added.isEmpty
        return changesStore && changesBeside
    }

    /// After a process ended in the middle of a change (its temporary files are left): when
    /// the journal's last entry changed the store and files beside it, the files beside the
    /// store are made to show it as the store does — the change made, or taken back (an
    /// interrupted `undo`). The caller holds the lock.
    func settleInterruptedChange() throws(StoreError) {
        let entries: [Journal.Entry]
        do {
            entries = try journal.entries()
        } catch {
            throw StoreError.cannotRead(path: journalPath, error)
        }
        guard let change = entries.last?.recorded?.change, Self.spansFiles(change) else { return }
        let showing: Bool
        switch try storeEffect(of: change, in: try openForReading()) {
        case .shown: showing = true
        case .neverTookEffect: showing = false
        case .differs: return
        }
        let replacements = try besideReplacements(for: change, showing: showing)
        if !replacements.isEmpty { try rewrite(replacements, recording: nil) }
    }
}
