import Foundation
import LegiblePalette

/// Where code shows controllers and views: the classes it presents as a sheet (`present(vc, animated:)` on iOS: a page
/// or form sheet, drawn at the elevated level unless its `modalPresentationStyle` is full screen; `presentAsSheet(vc)`
/// on macOS), through the container that shows them (`UINavigationController(rootViewController:)`,
/// `UIHostingController(rootView:)`, `nav.topViewController as! X`), and the classes each class creates
/// (`X(…)`, `X.self`, `[[X alloc] init…]`): a controller pushed, a view embedded or a cell registered by a class
/// shown in a sheet is shown in that sheet too. A class is taken as shown in a sheet when every class that creates it
/// is (a class also created elsewhere may be on the base level there), and never when code presents it full screen.
struct CodePresentations {
    enum PresentedAs { case iOSSheet, macSheet }
    struct Shown {
        var sheet: PresentedAs
        /// The `present` call of the sheet.
        var at: SourceLocation
        /// How, as the code says: `.formSheet`, `.pageSheet`, `a sheet` (iOS's automatic style, or macOS).
        var style: String
        /// The classes from the presented one down to this one (empty for the presented class itself).
        var via: [String] = []
    }

    private var direct: [String: Shown] = [:]
    private var fullScreen: Set<String> = []
    private var createdIn: [String: Set<String>] = [:]

    static let present = try! NSRegularExpression(
        pattern:
            #"\b(present|presentAsSheet|presentViewControllerAsSheet)\(\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*(\()?"#)
    /// `Name(`, `Name.self`, `[[Name alloc]`, `[Name new]`.
    static let creation = try! NSRegularExpression(
        pattern: #"\b([A-Z][A-Za-z0-9_]*)(?:\(|\.self\b|\s+alloc\]|\s+new\])"#)

    /// Reads one line of `owner`'s code (nil outside a class), with the method's locals.
    mutating func read(_ line: String, owner: String?, locals: CodeLocalTypes, at location: SourceLocation, isMac: Bool)
    {
        let range = NSRange(line.startIndex..., in: line)
        if let owner, !Self.isPreviewOrTest(owner) {
            for m in Self.creation.matches(in: line, range: range) {
                guard let r = Range(m.range(at: 1), in: line) else { continue }
                let type = String(line[r])
                if type != owner, !IBElementKinds.isFrameworkClass(type) { createdIn[type, default: []].insert(owner) }
            }
        }
        guard line.contains("present"), let m = Self.present.firstMatch(in: line, range: range),
            let verb = Range(m.range(at: 1), in: line), let argument = Range(m.range(at: 2), in: line)
        else { return }
        let name = String(line[argument])
        var type: String?
        if m.range(at: 3).location != NSNotFound, name.first?.isUppercase == true {
            type = locals.root(ofContainer: line[argument.lowerBound...]) ?? name
        } else {
            type = locals.shownClass(of: name)
        }
        guard let type, !IBElementKinds.isFrameworkClass(type) else { return }
        let iOS = line[verb] == "present"
        // AppKit's `present(_:animator:)` is a custom presentation, not a sheet.
        if iOS && isMac { return }
        let style = locals.presentationStyles[name] ?? "automatic"
        if iOS && ApplePresentationLevel.baseLevelStyles.contains(style) {
            fullScreen.insert(type)
            return
        }
        let how = iOS && style != "automatic" ? ".\(style)" : "a sheet"
        if direct[type] == nil { direct[type] = Shown(sheet: iOS ? .iOSSheet : .macSheet, at: location, style: how) }
    }

    /// Every class shown in a sheet: presented so, or created only by classes shown in one.
    func resolved() -> [String: Shown] {
        var shown = direct
        for type in fullScreen { shown[type] = nil }
        var changed = true
        while changed {
            changed = false
            for (type, creators) in createdIn.sorted(by: { $0.key < $1.key })
            where shown[type] == nil && !fullScreen.contains(type) {
                let levels = creators.sorted().map { ($0, shown[$0]) }
                guard let head = levels.first, let first = head.1, levels.allSatisfy({ $0.1 != nil }) else { continue }
                shown[type] = Shown(sheet: first.sheet, at: first.at, style: first.style, via: first.via + [head.0])
                changed = true
            }
        }
        return shown
    }

    /// SwiftUI previews and test classes create views without showing them in the app.
    static func isPreviewOrTest(_ owner: String) -> Bool {
        owner.hasSuffix("_Previews") || owner.hasSuffix("Previews") || owner.hasSuffix("Tests")
    }
}
