import LegiblePalette

/// What the Swift view readers collect for one run; `problem` turns an unchecked use into a warning that names the
/// view and carries `location.keyPath` = `ELEMENT-ID/COLOR-KEY` (as `UsageScan` counts them).
struct SwiftViewScan {
    var pairs: [ObservedPair] = []
    var diagnostics: [Diagnostic] = []
    var elementsWithTextColor = 0
    /// Text colors that draw nothing (clear): not text uses (`UsageScan.textColorsNotDrawn`).
    var textColorsNotDrawn = 0

    /// `ContentView.swift:12:5: warning: Text in ContentView ("Hello"): text color not checked: …`
    mutating func problem(_ site: UsageSite, _ message: String) {
        var location = site.location
        let key = location.keyPath ?? ""
        location.keyPath = "\(site.elementID ?? "?")/\(key)"
        let what = [site.elementClass, site.elementID.map { "in \($0)" }].compactMap { $0 }.joined(separator: " ")
        let text = site.text.map { " (\"\($0)\")" } ?? ""
        diagnostics.append(.warning(location, "\(what.isEmpty ? key : what)\(text): \(message)"))
    }
}
