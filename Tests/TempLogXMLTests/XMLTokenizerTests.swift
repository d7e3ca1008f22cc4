import Testing

@testable import TempLogXML

/// The XML tokenizer the Apple Health import reads with: each construct of the subset exports
/// use, a document cut at every offset, and malformed XML named by its line.
@Suite struct XMLTokenizerTests {
    /// The tokens of `document` as text (`<name a=v>@line`, `</>@line`), the document fed in
    /// pieces cut at `cuts`, each piece added to what the tokenizer left unread.
    static func tokens(_ document: String, cutAt cuts: [Int] = []) throws -> [String] {
        let bytes = Array(document.utf8)
        var tokenizer = XMLTokenizer()
        var log: [String] = []
        var buffer: [UInt8] = []
        var fed = 0
        for cut in cuts + [bytes.count] {
            buffer += bytes[fed..<cut]
            fed = cut
            let used = try buffer.withUnsafeBufferPointer { piece in
                try tokenizer.tokenize(piece, isFinal: cut == bytes.count) { token in
                    switch token {
                    case .start(let tag):
                        let attributes = tag.attributeValues.sorted { $0.key < $1.key }
                            .map { " \($0.key)=\($0.value)" }.joined()
                        log.append("<\(tag.name)\(attributes)>@\(tag.line)")
                    case .end(let line):
                        log.append("</>@\(line)")
                    }
                }
            }
            buffer.removeFirst(used)
        }
        return log
    }

    static func error(_ document: String) -> XMLSyntaxError? {
        do {
            _ = try tokens(document)
            return nil
        } catch {
            return error as? XMLSyntaxError
        }
    }

    /// A small document with every construct the tokenizer reads or skips.
    static let document = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (Record*)>
        <!ATTLIST Record type CDATA #REQUIRED note CDATA "a > b">
        <!-- a > in a comment of the subset ] -->
        <?pi in the subset > ?>
        ]>
        <HealthData locale='ja_JP'>
         <!-- <Record type="commented"/> -->
         <Record type="t" sourceName='Hana&apos;s "Watch"' note="a > b &amp; c &#x3E; &#62;"
          unit = "degC">
          <MetadataEntry key="k" value="1"/>
          <![CDATA[ <Record type="in CDATA"/> ]]>
          text &amp; more
         </Record >
         <?done?>
        </HealthData>
        <!-- after -->

        """

    static let expected = [
        "<HealthData locale=ja_JP>@8",
        #"<Record note=a > b & c > > sourceName=Hana's "Watch" type=t unit=degC>@10"#,
        "<MetadataEntry key=k value=1>@12", "</>@12",
        "</>@15",
        "</>@17",
    ]

    @Test func everyConstructIsReadOrSkipped() throws {
        #expect(try Self.tokens(Self.document) == Self.expected)
    }

    @Test func aDocumentCutAtAnyOffsetGivesTheSameTokens() throws {
        let count = Self.document.utf8.count
        for offset in 0...count {
            #expect(
                try Self.tokens(Self.document, cutAt: [offset]) == Self.expected, "cut at \(offset)"
            )
        }
        #expect(try Self.tokens(Self.document, cutAt: Array(0...count)) == Self.expected)
    }

    @Test func everyEntityAndCharacterReferenceIsDecoded() throws {
        #expect(
            try Self.tokens(#"<a v="&amp;&lt;&gt;&quot;&apos;&#65;&#x42;&#x3e;&#x1F321;"/>"#)
                == [#"<a v=&<>"'AB>🌡>@1"#, "</>@1"])
    }

    @Test(arguments: [
        ("<a>\n<b c=d/></a>", 2, XMLProblem.malformedTag("<b")),
        ("<a b=\"1\"c=\"2\"/>", 1, .malformedTag("<a")),
        ("<a b=\"x < y\"/>", 1, .malformedTag("<a")),
        ("<a>\n\n<b v=\"&nbsp;\"/></a>", 3, .unknownEntity("&nbsp;")),
        ("<a v=\"&#0;\"/>", 1, .unknownEntity("&#0;")),
        ("<a v=\"& b\"/>", 1, .unknownEntity("&")),
        ("<a>\n<b></c></a>", 2, .mismatchedEndTag(found: "c", open: "b")),
        ("<a/>\n</a>", 2, .unexpectedEndTag("a")),
        ("<a/>\n<b/>", 2, .secondRoot("b")),
        ("<a>\n <b>\n</a>", 3, .mismatchedEndTag(found: "a", open: "b")),
        ("<a>\n <b/>\n", 1, .notClosed("a")),
        ("<a>\n<!-- never closed", 2, .endsInside("<!--")),
        ("<a>\n<![CDATA[ never closed", 2, .endsInside("<![CDATA[")),
        ("<!DOCTYPE a [\n<!ENTITY x \"y\">", 1, .endsInside("<!DOCTYPE")),
        ("<a>\n<b c=\"never closed/>\n", 2, .endsInside("<b")),
        ("<a>\n<!ENTITY x \"y\"></a>", 2, .malformedMarkup("<!ENTITY")),
        ("<![CDATA[ outside ]]><a/>", 1, .malformedMarkup("<![CDATA[")),
    ])
    func malformedXMLIsAnErrorNamingTheLine(document: String, line: Int, problem: XMLProblem) {
        #expect(Self.error(document) == XMLSyntaxError(line: line, problem: problem))
    }

    @Test func aDocumentWithoutElementsHasNoTokens() throws {
        #expect(try Self.tokens("") == [])
        #expect(try Self.tokens("<?xml version=\"1.0\"?>\n<!-- nothing -->\n") == [])
    }
}
