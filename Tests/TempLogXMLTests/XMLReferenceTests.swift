import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The tokenizer against a reference: Foundation's `XMLParser` (libxml2 on Linux, Apple's
/// parser on macOS) reads the same generated documents, in the subset Health exports use, and
/// must report the same start tags, attributes and end tags in the same order.
@Suite struct XMLReferenceTests {
    /// The start and end tags `XMLParser` reports, written as `XMLTokenizerTests.tokens` writes
    /// them, without the line numbers.
    final class ReferenceLog: NSObject, XMLParserDelegate {
        var tokens: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let shown = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }
            tokens.append("<\(name)\(shown.joined())>")
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            tokens.append("</>")
        }
    }

    /// The tags of `document` as `XMLParser` reads them; nil when it refuses the document.
    static func referenceTokens(_ document: String) -> [String]? {
        let parser = XMLParser(data: Data(document.utf8))
        let log = ReferenceLog()
        parser.delegate = log
        return parser.parse() ? log.tokens : nil
    }

    /// Pieces of attribute values: entities, character references, Japanese, and the `>` and
    /// other quote a value may hold.
    static let valuePieces = [
        "36.5", "degC", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#x41;", "&#65;",
        "&#x4F53;", "体温", "a > b", " ", "Hana's", "2026-11-29 07:30:00 +0900", "",
    ]

    /// What may stand between tags: text, a comment, CDATA, a processing instruction.
    static let between = [
        "\n ", "", "text", "<!-- <Record type=\"commented\"/> -->", "<![CDATA[<Record/>]]>",
        "<?pi a > b?>", "&amp;", "\n\t\n",
    ]

    static func value(quote: Character, using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...3, using: &generator)
        let text = (0..<count).map { _ in valuePieces.randomElement(using: &generator)! }.joined()
        let other: Character = quote == "\"" ? "'" : "\""
        return text.replacingOccurrences(of: String(quote), with: "").appending(
            Bool.random(using: &generator) ? String(other) : "")
    }

    static func element(depth: Int, using generator: inout SeededGenerator) -> String {
        let name = ["Record", "MetadataEntry", "Workout", "Correlation"].randomElement(
            using: &generator)!
        var tag = "<" + name
        let names = ["type", "value", "unit", "sourceName", "startDate", "key"].shuffled(
            using: &generator)
        for attribute in names.prefix(Int.random(in: 0...4, using: &generator)) {
            let quote: Character = Bool.random(using: &generator) ? "\"" : "'"
            let spacing = Bool.random(using: &generator) ? " " : "\n   "
            tag +=
                spacing + attribute + "=" + String(quote)
                + value(quote: quote, using: &generator) + String(quote)
        }
        let childCount = depth < 3 ? Int.random(in: 0...3, using: &generator) : 0
        guard childCount > 0 else {
            return tag + (Bool.random(using: &generator) ? "/>" : "></\(name)>")
        }
        var body = tag + ">"
        for _ in 0..<childCount {
            body += between.randomElement(using: &generator)!
            body += element(depth: depth + 1, using: &generator)
        }
        return body + between.randomElement(using: &generator)! + "</\(name)>"
    }

    static func document(using generator: inout SeededGenerator) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        if Bool.random(using: &generator) {
            text += "<!DOCTYPE HealthData [\n<!ELEMENT HealthData ANY>\n<!-- ] > -->\n]>\n"
        }
        text += "<HealthData locale='ja_JP'>"
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            text +=
                between.randomElement(using: &generator)!
                + element(depth: 0, using: &generator)
        }
        return text + "</HealthData>\n"
    }

    @Test func everyGeneratedDocumentGivesTheReferencesTags() throws {
        var generator = SeededGenerator(seed: 0x4845_414C_5448)
        for _ in 0..<400 {
            let document = Self.document(using: &generator)
            let reference = try #require(Self.referenceTokens(document), "\(document)")
            let tokens = try XMLTokenizerTests.tokens(document).map {
                String($0[..<($0.lastIndex(of: "@") ?? $0.endIndex)])
            }
            #expect(tokens == reference, "\(document)")
        }
    }
}
