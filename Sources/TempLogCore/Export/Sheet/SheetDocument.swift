/// One self-contained HTML5 document of printed pages (`SheetPage`): one person's health-check
/// sheet, a family's or a class's in one file, or the course of a fever.
///
/// It has no scripts and loads nothing: no fonts, images or links. Each sheet starts a new
/// page in print and fits one portrait page of the paper, its table laid out for its own
/// days; on a screen the sheets are pages one under another.
package struct SheetDocument: Sendable {
    /// The document's title, which a browser offers as the name of a PDF saved from it.
    package var title: String
    /// The BCP 47 tag of the document's language (`en`, `ja`), for the `lang` attribute.
    package var languageTag: String
    /// The paper every page is printed on.
    package var paper: PaperSize
    /// The pages, in order.
    package var sheets: [any SheetPage]

    /// A document of `sheets` in the language `languageTag`, printed on `paper`.
    package init(
        title: String, languageTag: String, paper: PaperSize, sheets: [any SheetPage]
    ) {
        self.title = title
        self.languageTag = languageTag
        self.paper = paper
        self.sheets = sheets
    }

    /// The whole document, UTF-8 text ending in a newline.
    package var html: String {
        let pages = sheets.indices.map { sheets[$0].printed(id: "sheet-\($0 + 1)", on: paper) }
        var html = "<!DOCTYPE html>\n<html lang=\"\(HTMLText.escaped(languageTag))\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(HTMLText.escaped(title))</title>\n"
        html += "<style>\n\(SheetStyle.css(paper: paper))"
        html += pages.map(\.style).joined() + "</style>\n</head>\n<body>\n<main>\n"
        html += pages.map(\.html).joined()
        return html + "</main>\n</body>\n</html>\n"
    }
}
