import TempLogText

/// The style sheet of a document of printed pages: a portrait page of the paper's `@page` size
/// for each page in print, and centred pages of larger type on a screen. A page adds the rules
/// of its own layout after it (`SheetPage`).
enum SheetStyle {
    /// The `<style>` contents every page on `paper` shares.
    static func css(paper: PaperSize) -> String {
        return """
            @page { size: \(paper.cssSize); margin: \(mm(SheetLayout.margin)); }
            *, *::before, *::after { box-sizing: border-box; }
            html {
              font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK JP",
                "Hiragino Sans", "Yu Gothic", Meiryo, sans-serif;
              color: #1a1a1a; line-height: 1.3;
              -webkit-print-color-adjust: exact; print-color-adjust: exact;
            }
            body { margin: 0; }
            h1 { font-size: 1.75em; margin: 0 0 0.3em; }
            .facts {
              display: grid;
              grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 1.3fr);
              margin: 0 0 0.4em; border: 1px solid #555; border-width: 1px 0 0 1px;
            }
            .facts div { padding: 0.2em 0.6em; border: 1px solid #555; border-width: 0 1px 1px 0; }
            .facts dt { font-size: 0.8em; color: #555; }
            .facts dd {
              margin: 0; min-height: 1.3em; font-size: 1.1em; font-weight: 600;
              overflow-wrap: anywhere;
            }
            .rule { margin: 0 0 0.5em; font-weight: 600; }
            .foot { display: flex; gap: 2em; margin: 0.8em 0 0; }
            .foot p { display: flex; flex: 1; align-items: flex-end; gap: 0.6em; margin: 0; }
            .foot .label { white-space: nowrap; }
            .foot .blank {
              flex: 1; min-height: 1.6em; border-bottom: 1px solid #555; text-align: right;
              white-space: pre;
            }
            .legend {
              display: flex; flex-wrap: wrap; gap: 0.2em \(SheetLayout.legendGap)em; margin: 0 0 0.2em;
              font-size: \(SheetLayout.legendScale)em;
            }
            .legend svg {
              width: \(SheetLayout.legendSymbol)em; height: 1.2em; vertical-align: -0.25em;
            }
            svg.chart { display: block; width: 100%; height: auto; margin: 0 0 0.6em; }
            svg text { font-size: 26px; fill: #333; }
            .grid { stroke: #ddd; stroke-width: 2; }
            .axis { stroke: #555; stroke-width: 3; }
            rect.missing { fill: #eee; }
            .cross { stroke: #666; stroke-width: 4; fill: none; }
            text.missing-day { fill: #999; }
            line.fever { stroke: #c62828; stroke-width: 4; stroke-dasharray: 14 8; }
            text.fever-label { fill: #c62828; font-weight: 600; }
            line.usual { stroke: #888; stroke-width: 3; stroke-dasharray: 3 6; }
            text.usual-label { fill: #666; }
            polyline { fill: none; stroke-width: 5; }
            .morning { stroke: #1f5fa8; }
            .evening { stroke: #b35900; stroke-dasharray: 14 8; }
            .morning-point { fill: #1f5fa8; }
            .evening-point { fill: #fff; stroke: #b35900; stroke-width: 5; }
            .highest-point { fill: #6a1b9a; stroke: #fff; stroke-width: 3; }
            svg text.highest-time { font-size: 20px; fill: #6a1b9a; }
            .dose { fill: #fff; stroke: #1b5e20; stroke-width: 2; }
            .dose.fever-reducer { fill: #1b5e20; }
            table { width: 100%; border-collapse: collapse; table-layout: fixed; }
            th, td {
              border: 1px solid #777; padding: 0.3em 0.4em; text-align: left; vertical-align: middle;
              overflow-wrap: break-word;
            }
            td.symptoms, td.note { overflow-wrap: anywhere; }
            :lang(ja) td.symptoms, :lang(ja) td.note { word-break: auto-phrase; }  /* 文節 */
            thead th {
              background: #eee; font-weight: 600; text-align: center;
              word-break: keep-all; overflow-wrap: anywhere;  /* words, then <wbr> */
            }
            tbody th { font-weight: 500; white-space: nowrap; }
            td.time, td.temp {
              white-space: nowrap; text-align: right; font-variant-numeric: tabular-nums;
            }
            .others > span { display: inline-block; }  /* a reading breaks onto a line whole */
            td.fever, .others .fever { color: #b71c1c; font-weight: 700; }
            .mark { font-size: 0.85em; }
            tr.missing th, tr.missing td { color: #666; background: #f4f4f4; }
            td.none { text-align: center; }
            th.choices { font-size: \(SheetLayout.choicesScale)em; font-weight: 500; }
            th.choices span { display: inline-block; }
            @media screen {
              html { font-size: 14px; background: #e4e4e4; }
              table { table-layout: auto; font-size: 0.9em; }
              /* Columns as wide as their longest word: no word is split on a screen. */
              thead th, td.symptoms, td.note { overflow-wrap: break-word; }
              svg text { font-size: 30px; }
              svg text.highest-time { font-size: 22px; }
              .sheet {
                max-width: \(mm(paper.width)); margin: 24px auto;
                padding: \(mm(SheetLayout.margin));
                background: #fff; box-shadow: 0 1px 5px rgba(0, 0, 0, 0.3);
              }
            }
            @media print {
              html { font-size: 8pt; }
              th, td { padding: 0.5mm 1mm; }
              tbody tr { break-inside: avoid; }
              .sheet + .sheet { break-before: page; }
            }

            """
    }

    /// The print rules of the page with the element id `id`: its table in type of `tableFont`
    /// tenths of a point, and each row at least `rowHeight` tenths of a millimetre high.
    static func pageRules(id: String, tableFont: Int, rowHeight: Int? = nil) -> String {
        "@media print {\n  #\(id) table { font-size: \(points(tableFont)); }\n"
            + (rowHeight.map { "  #\(id) tbody tr { height: \(mm($0)); }\n" } ?? "") + "}\n"
    }

    /// `6.5pt` for 65 tenths of a point.
    private static func points(_ tenths: Int) -> String {
        String(building: { $0.appendDecimal(tenths, fractionDigits: 1) }) + "pt"
    }

    /// `12.0mm` for 120 tenths.
    private static func mm(_ tenths: Int) -> String {
        String(building: { $0.appendDecimal(tenths, fractionDigits: 1) }) + "mm"
    }
}
