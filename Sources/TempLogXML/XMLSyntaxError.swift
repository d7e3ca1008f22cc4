/// Why a file is not well-formed XML, and the line where the trouble starts.
public struct XMLSyntaxError: Error, Equatable, Sendable {
    /// The line (from 1) of the construct at fault: where it starts.
    public let line: Int
    /// What is wrong there.
    public let problem: XMLProblem
}

/// What makes a file not well-formed XML, as far as templog reads it.
public enum XMLProblem: Equatable, Sendable {
    /// The file ends inside a construct, which opens with this text (`<!--`, `<Record`, …).
    case endsInside(String)
    /// The element with this name is never closed.
    case notClosed(String)
    /// A tag that is not `<name attribute="value" …>` (or `'value'`), as written up to its
    /// first white space.
    case malformedTag(String)
    /// `<!` followed by something other than a comment, CDATA section or the one DOCTYPE
    /// (`<!DOCTYPE` and white space) before the root element.
    case malformedMarkup(String)
    /// An `&…;` that is none of `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#NN;` `&#xHH;`.
    case unknownEntity(String)
    /// An end tag (`found`) that does not close the open element (`open`).
    case mismatchedEndTag(found: String, open: String)
    /// An end tag with no element open.
    case unexpectedEndTag(String)
    /// A second element at the top level: a document has one root element.
    case secondRoot(String)
    /// The document ends without an element: it has no root element.
    case noRootElement
    /// Text other than white space before or after the root element, as written up to its
    /// first white space.
    case textOutsideRoot(String)
    /// An attribute with this name given twice in one tag.
    case repeatedAttribute(String)
    /// A construct longer than `XMLTokenizer.maximumMarkupBytes`, which opens with this text.
    case tooLong(String)
    /// A tag, as written up to its first white space, with more than
    /// `XMLTokenizer.maximumAttributes` attributes.
    case tooManyAttributes(String)
    /// Elements nested deeper than `XMLTokenizer.maximumDepth`.
    case tooDeep
}
