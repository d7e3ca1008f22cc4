import Foundation

/// Normalising what people type, cheaply: most input is ASCII, which NFKC leaves unchanged.
enum TextInput {
    /// NFKC-normalised (`３６．５` becomes `36.5`, `℃` becomes `°C`) and trimmed of
    /// whitespace; ASCII input skips the Unicode machinery.
    static func normalized(_ text: String) -> String {
        let normalized = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCompatibilityMapping
        return trimmed(normalized)
    }

    /// `text` without leading and trailing whitespace.
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}
