/// One printed page of a `SheetDocument`: a health-check sheet (`HealthSheet`) or the course
/// of a fever (`CourseSheet`). Every page shares the document's style sheet (`SheetStyle`);
/// a page adds the rules of its own layout, scoped by its element id.
package protocol SheetPage: Sendable {
    /// The page on `paper`: an `<article class="sheet">` with the element id `id`, and the
    /// style rules of that page alone, each scoped by `id`.
    func printed(id: String, on paper: PaperSize) -> (html: String, style: String)
}
