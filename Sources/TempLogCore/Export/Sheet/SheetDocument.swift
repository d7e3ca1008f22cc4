/// One self-contained HTML5 document of health-check sheets, a printed page each: one person's,
/// or a family's or a class's in one file.
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
    /// The sheets, a page each, in order.
    package var sheets: [HealthSheet]

    /// A document of `sheets` in the language `languageTag`, printed on `paper`.
    package init(title: String, languageTag: String, paper: PaperSize, sheets: [HealthSheet]) {
        self.title = title
        self.languageTag = languageTag
        self.paper = paper
        self.sheets = sheets
    }

    /// The whole document, UTF-8 text ending in a newline.
    package var html: String {
        let pages = sheets.indices.map { index in
            (id: "sheet-\(index + 1)", layout: sheets[index].layout(on: paper))
        }
        var html = "<!DOCTYPE html>\n<html lang=\"\(HTMLText.escaped(languageTag))\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(HTMLText.escaped(title))</title>\n"
        html += "<style>\n\(SheetStyle.css(paper: paper, pages: pages))</style>\n</head>\n"
        html += "<body>\n<main>\n"
        for (sheet, page) in zip(sheets, pages) {
            html += sheet.page(id: page.id, layout: page.layout)
        }
        return html + "</main>\n</body>\n</html>\n"
    }
}
