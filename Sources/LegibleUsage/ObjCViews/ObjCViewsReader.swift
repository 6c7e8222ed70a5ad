import Foundation
import LegibleObjCSyntax
import LegiblePalette

/// Reads the pairs of UIKit views Objective-C code builds (`ObjCViewFacts`), as `UIKitColorUses` does for Swift:
/// each text color written to a view the code makes (`textColor`, `setTitleColor:forState:`, a text field's
/// placeholder) over the layer under the view (`ObjCViewLayers`), colors named by `ObjCColorEvaluator`. A color
/// chosen by a condition (`cond ? a : b`, an `if`) is a pair per branch; in a selected or highlighted state the pair
/// needs review. A view hidden where it is built and shown nowhere draws nothing. A text color Legible cannot read is
/// a warning naming the line. Each class with pairs is a candidate for reachability: a class no code read creates
/// (nor a subclass of it) is not shown (`AppleReachability`). A class's own text color (`self.textColor = …`) in a
/// class a storyboard or xib instantiates (`documentClasses`, the class or a subclass) is that document's element,
/// which the Interface Builder reader reads with the code's recolor: not a second text use here.
enum ObjCViewsReader {
    static func read(files: [ObjCSourceFile], palette: Palette, documentClasses: Set<String> = []) -> UsageScan {
        let facts = ObjCViewFacts(files: files)
        let evaluator = ObjCColorEvaluator(files: files, palette: palette)
        let layers = ObjCViewLayers(facts: facts) { write in
            evaluator.resolve(write.value.written, at: SourceLocation(path: write.path, line: write.line))
        }
        var scan = SwiftViewScan()
        var classes: Set<String> = []
        for cls in facts.order {
            guard let f = facts.facts(cls) else { continue }
            let madeByDocuments = ([cls] + subclasses(of: cls, facts)).contains(where: documentClasses.contains)
            for use in f.uses
            where isBuiltInCode(use.view, in: cls, layers) && !(use.view == "self" && madeByDocuments) {
                if hidden(use.view, in: cls, layers) != nil {
                    scan.textColorsNotDrawn += 1
                    continue
                }
                classes.insert(cls)
                add(use, in: cls, layers: layers, evaluator: evaluator, into: &scan)
            }
        }
        // The files holding a text use are the UI files this reader read.
        let read = Set(scan.pairs.map(\.site.location.path) + scan.diagnostics.map(\.location.path))
        var result = UsageScan(
            pairs: scan.pairs, diagnostics: scan.diagnostics, elementsWithTextColor: scan.elementsWithTextColor,
            filesRead: read.count)
        result.textColorsNotDrawn = scan.textColorsNotDrawn
        result.codeBuiltClasses = classes.sorted().map { cls in
            AppleReachability.CodeBuiltClass(
                names: Set([cls] + subclasses(of: cls, facts)), bodies: bodies(of: cls, facts, files))
        }
        result.pairs.sort { $0.site < $1.site }
        return result
    }

    /// Whether the view is one the code makes (in the class or a superclass), a cell's own label, or the class's own
    /// view (a label subclass setting `self.textColor`).
    static func isBuiltInCode(_ view: String, in cls: String, _ layers: ObjCViewLayers) -> Bool {
        if layers.inherited(cls, { $0.made[view] }) != nil { return true }
        let container = layers.container(of: cls)?.container
        if view == "self" { return container == nil }
        return ["textLabel", "detailTextLabel"].contains(view) && container == .tableCell
    }

    /// The view, or the nearest view it is added to, hidden where it is built and shown nowhere.
    static func hidden(_ view: String, in cls: String, _ layers: ObjCViewLayers) -> (
        path: String, line: Int, written: String
    )? {
        var v: String? = view
        var seen: Set<String> = []
        while let current = v, seen.insert(current).inserted {
            if let hide = layers.inherited(cls, { $0.hiddenAtSetup[current] }),
                !layers.lineage(cls).contains(where: { layers.facts.facts($0)?.shownLater.contains(current) == true })
            {
                return hide
            }
            v = layers.inherited(cls, { $0.parents[current] })
        }
        return nil
    }

    static func add(
        _ use: ObjCViewFacts.Use, in cls: String, layers: ObjCViewLayers, evaluator: ObjCColorEvaluator,
        into scan: inout SwiftViewScan
    ) {
        let location = SourceLocation(path: use.write.path, line: use.write.line, keyPath: use.key)
        let held = layers.inherited(cls, { $0.made[use.view] })
        let site = UsageSite(
            location: location, elementID: "\(cls).\(use.view)", elementClass: held ?? "UIKit view",
            condition: use.write.condition)
        scan.elementsWithTextColor += 1
        if use.platformColor != nil,
            layers.inherited(cls, { $0.attributedPlaceholders.contains(use.view) ? true : nil }) == true
        {
            // `attributedPlaceholder` colors the placeholder: its runs are the attributed-text reader's.
            scan.elementsWithTextColor -= 1
            return
        }
        let branches: [(condition: String?, value: ObjCExpression?)]
        if use.platformColor != nil {
            branches = [(nil, nil)]
        } else if case .ternary(let c, let then, let otherwise) = use.write.value.kind {
            let written = c.written
            branches = [("when \(written)", then ?? c), ("otherwise (not \(written))", otherwise)]
        } else {
            branches = [(nil, use.write.value)]
        }
        let font = layers.inherited(cls, { $0.fonts[use.view] }).flatMap { fontIsLarge($0.value) }
        for branch in branches {
            var site = site
            let conditions = [site.condition, branch.condition].compactMap { $0 }
            site.condition = conditions.isEmpty ? nil : conditions.joined(separator: ", ")
            let what = "text color (\(use.key))" + (site.condition.map { " [\($0)]" } ?? "")
            let foreground: ObservedColor
            if let platform = use.platformColor {
                foreground = SwiftViewDefaults.system(platform, at: location)
            } else if let value = branch.value {
                switch evaluator.resolve(value.written, at: SourceLocation(path: use.write.path, line: use.write.line))
                {
                case .failure(let p):
                    scan.problem(site, "\(what) not checked: \(p.message)")
                    continue
                case .success(let c): foreground = c
                }
            } else {
                continue
            }
            if case .inline(let c) = foreground, SwiftViewDefaults.isClear(c) {
                scan.problem(site, "\(what) not checked: the text color is fully transparent")
                continue
            }
            let found = layers.layer(under: use.view, in: cls, method: use.write.method, condition: use.write.condition)
            let state =
                SwiftColorBranches.mayChangeBackground(site.condition)
                ? ReviewReason(
                    .state,
                    "in this state (\(site.condition ?? "")) the view may draw a selection or highlight background that the code does not set here"
                ) : nil
            var pair = ObservedPair(
                foreground: foreground, background: found.color, over: nil, role: .text(large: font), site: site,
                evidence: (use.platformColor.map { "the platform's placeholder color (\($0)); " } ?? "")
                    + found.evidence,
                appearances: nil, review: found.review ?? state)
            pair.codeClasses = [cls]
            // A rounded-rect field draws its own fill under the text, unless code gives it a background of its own.
            if let style = layers.inherited(cls, { $0.borderStyles[use.view] }),
                UIKitRoundedTextFields.roundedStyles.contains(style.value.written),
                !found.evidence.hasPrefix("its own backgroundColor")
            {
                scan.pairs += UIKitRoundedTextFields.pairs(
                    pair, state: state, style: SourceLocation(path: style.path, line: style.line),
                    written: style.value.written)
                continue
            }
            scan.pairs.append(pair)
        }
    }

    /// `[UIFont systemFontOfSize:20]`, `[UIFont boldSystemFontOfSize:15]`, `[UIFont fontWithName:… size:24]`: whether
    /// the size is large text (WCAG); nil when not read.
    static func fontIsLarge(_ e: ObjCExpression) -> Bool? {
        guard case .message(_, let selector, let arguments) = e.kind else { return nil }
        let sizeIndex: Int
        switch selector {
        case "systemFontOfSize:", "boldSystemFontOfSize:", "italicSystemFontOfSize:": sizeIndex = 0
        case "systemFontOfSize:weight:", "monospacedDigitSystemFontOfSize:weight:": sizeIndex = 0
        case "fontWithName:size:": sizeIndex = 1
        default: return nil
        }
        guard sizeIndex < arguments.count, case .number(let text) = arguments[sizeIndex].kind,
            let size = Double(text.trimmingCharacters(in: CharacterSet(charactersIn: "fF")))
        else { return nil }
        let bold =
            selector.hasPrefix("bold")
            || (arguments.count > 1 && selector.hasSuffix("weight:")
                && ["UIFontWeightBold", "UIFontWeightSemibold", "UIFontWeightHeavy", "UIFontWeightBlack"].contains(
                    arguments[1].written))
        return PairRole.isLargeText(pointSize: size, bold: bold)
    }

    /// The classes read that inherit from `cls`, at any depth.
    static func subclasses(of cls: String, _ facts: ObjCViewFacts) -> [String] {
        var out: [String] = []
        var queue = [cls]
        while let next = queue.popLast() {
            for sub in facts.subclasses(of: next) where !out.contains(sub) && sub != cls {
                out.append(sub)
                queue.append(sub)
            }
        }
        return out
    }

    /// The lines of each `@implementation` of `cls` (its categories' too): to the next class block of the file.
    static func bodies(of cls: String, _ facts: ObjCViewFacts, _ files: [ObjCSourceFile]) -> [AppleReachability.Unshown]
    {
        var out: [AppleReachability.Unshown] = []
        for file in files {
            let blocks = file.syntax.classes.sorted { $0.line < $1.line }
            for (i, c) in blocks.enumerated() where c.kind == .implementation && c.name == cls {
                let end = i + 1 < blocks.count ? blocks[i + 1].line - 1 : Int.max
                out.append(AppleReachability.Unshown(path: file.path, name: cls, lines: [c.line...max(c.line, end)]))
            }
        }
        return out
    }
}
