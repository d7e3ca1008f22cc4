/// How far apart two words are, for "did you mean" suggestions: commands, options, symptoms
/// and people's names.
package enum EditDistance {
    /// The Damerau–Levenshtein distance in its optimal-string-alignment form: each insertion,
    /// deletion, substitution or swap of two neighbouring characters counts one
    /// (`recnt` → `recent` is 1, `reprot` → `report` is 1, `todya` → `today` is 1).
    package static func between(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate closest to `word` within `limit` edits, the first of equals; nil when none
    /// is that close.
    package static func closest(
        to word: String, among candidates: some Sequence<String>, limit: Int = 2
    ) -> String? {
        var best: (candidate: String, distance: Int)?
        let length = word.count
        // Lengths further apart than the limit are further apart in edits: a megabyte typed as
        // a command is not compared letter by letter.
        for candidate in candidates where abs(candidate.count - length) <= limit {
            let distance = between(word, candidate)
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
