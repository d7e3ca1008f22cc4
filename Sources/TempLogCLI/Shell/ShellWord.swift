/// A word as a POSIX shell reads it back: what a message prints for a person to paste.
enum ShellWord {
    /// `text` as it is when the shell would read it so (`/home/hana/readings.jsonl`), else in
    /// single quotes, a single quote in it written `'\''` (`'/tmp/readings (conflict).jsonl'`).
    static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "/._-+,:@%=".unicodeScalars.contains(scalar)
            }
        if plain { return text }
        return "'"
            + text.split(separator: "'", omittingEmptySubsequences: false)
            .joined(separator: #"'\''"#) + "'"
    }
}
