import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// UIKit and AppKit view code: each text color (`view.textColor = X`, `button.setTitleColor(X, for: …)`) and tint
/// (`view.tintColor = X`, non-text) with the layer under the view, from what `UIKitViewFacts` collected across the
/// files read:
/// 1. the view's own `backgroundColor`, else that of the view it is added to, and so on up its type's view tree
///    (clear backgrounds are passed through) — evidence "same view hierarchy in one type";
///    — unless every place creating the type sets its background, replacing the class's own
///    (`UIKitCreatorBackgrounds`);
/// 2. a view type with no background of its own shows what it is added to where another type holds it
///    (`let header = ProfileHeaderView()` … `view.addSubview(header)`): the search goes on there (4 places, 3 levels);
///    places that disagree make the pair need review;
/// 3. where nothing read draws a background, the platform's default for the container (`UIKitDefaultBackgrounds`),
///    said in the evidence ("assumed: …");
/// 4. otherwise the use is a warning naming the view.
/// A color chosen by a condition gives a pair per branch (`SwiftColorBranches`), labelled with its condition; in a
/// selected or highlighted state the pair needs review. Text size: `view.font = …` (`SwiftTextSize`).
struct UIKitColorUses {
    let facts: UIKitViewFacts
    /// Storyboard and xib elements behind outlets: their layer, when the code sets no background on the way.
    var outlets = OutletLayers()
    /// Classes storyboards and xibs instantiate (`customClass`): a class's color on itself (`setTitleColor(…)` in a
    /// button subclass, `self.textColor = …`) when a document makes it (it or a subclass) is that document's element,
    /// read there with the code's recolor (`CodeRecolor`): not a second text use here.
    var documentClasses: Set<String> = []
    /// The asset catalogs' image sets: whether an image view's tint is drawn (`UIKitImageViewTint`).
    var imageAssets = AppleImageAssets()
    var files: [SwiftViewFile] { facts.files }

    /// How many places embedding a view type, and how many levels of them, the search follows.
    static let hostLimit = 4
    static let depthLimit = 3

    /// The layer found under a view, or why it is not known; `condition` labels a background chosen by a condition
    /// that the text's own condition does not decide.
    struct Layer {
        var result: Result<(color: ObservedColor, evidence: String, review: ReviewReason?), SwiftViewProblem>
        var condition: String? = nil
        /// What a translucent background is composited on (an outlet's element in a document).
        var over: ObservedColor? = nil
        /// The storyboard or xib element whose layer this is (`OutletLayers.Layer.element`).
        var outletElement: String? = nil
    }

    func scan(into scan: inout SwiftViewScan) {
        let madeByDocuments = madeByDocuments()
        for type in facts.order {
            let own = madeByDocuments.contains(String(type.split(separator: ".").last ?? ""))
            for use in facts.facts(type)?.uses ?? [] where !(own && use.receiver == "self") {
                add(use, in: type, into: &scan)
            }
        }
    }

    /// The classes documents instantiate and their app superclasses (a document's `customClass` is made with the
    /// code of every class it inherits), by their short names.
    private func madeByDocuments() -> Set<String> {
        var made: Set<String> = []
        for name in documentClasses {
            var current: String? = name
            while let c = current, made.insert(c).inserted {
                current = facts.type(named: c).flatMap { facts.facts($0)?.superclass }
            }
        }
        return made
    }

    func add(_ use: UIKitViewFacts.Use, in type: String, into scan: inout SwiftViewScan) {
        let file = files[use.file]
        // Named by the framework the file's code is written against: AppKit (`NSView`, the file imports AppKit or
        // Cocoa, or the code is macOS-only) or UIKit.
        let site = UsageSite(
            location: file.location(use.index, keyPath: use.key), elementID: "\(type).\(use.receiver)",
            elementClass: file.platformColorType(at: use.index) == "NSColor" ? "AppKit view" : "UIKit view")
        if use.isText { scan.elementsWithTextColor += 1 }
        let what = use.isText ? "text color (\(use.key))" : "\(use.key) (non-text)"
        if use.isLocal {
            return scan.problem(
                site,
                "\(use.key) here sets a local of the function, not a view: the view it is applied to is listed where it is applied"
            )
        }
        guard let value = use.value else { return scan.problem(site, "\(what) not checked: no color argument") }
        // A color chosen by a condition: each branch is a pair, labelled with its condition (and the `if`/`switch`
        // the assignment sits in).
        let statement = SwiftColorBranches.statementCondition(at: use.index, in: file)
        for branch in SwiftColorBranches.branches(of: value) {
            var site = site
            let conditions = [statement, branch.condition].compactMap { $0 }
            site.condition = conditions.isEmpty ? nil : conditions.joined(separator: ", ")
            add(use, color: branch.expression, in: type, site: site, what: what, into: &scan)
        }
    }

    func add(
        _ use: UIKitViewFacts.Use, color value: SwiftExpression, in type: String, site: UsageSite, what: String,
        into scan: inout SwiftViewScan
    ) {
        let file = files[use.file]
        let when = site.condition.map { " [\($0)]" } ?? ""
        var foreground: ObservedColor
        switch file.color(value, at: use.index, colorType: file.platformColorType(at: use.index)) {
        case .failure(let p): return scan.problem(site, "\(what)\(when) not checked: \(p.message)")
        case .success(let c): foreground = c
        }
        // An image view's tint is drawn only on a template image (`UIKitImageViewTint`).
        var imageNote = ""
        var imageReview: ReviewReason?
        if use.key == "tintColor", !use.isText, let untinted = untintedImage(of: use.receiver, in: type) {
            switch untinted {
            case .plainFill(let color, let why):
                let variants = Appearance.allCases.filter { !$0.isHighContrast }.map {
                    ColorVariant(appearance: $0, value: .color(color), source: site.location)
                }
                foreground = .inline(NamedColor(name: color.hexRGB, origin: "image fill", variants: variants))
                imageNote = "; " + why
            case .ownColors(let why):
                imageReview = ReviewReason(.image, why)
            }
        }
        if case .inline(let c) = foreground, SwiftViewDefaults.isClear(c) {
            if use.isText { scan.problem(site, "\(what)\(when) not checked: the text color is fully transparent") }
            return
        }
        // In a selected, highlighted or focused state UIKit may draw a selection background Legible does not see.
        let state =
            SwiftColorBranches.mayChangeBackground(site.condition)
            ? ReviewReason(
                .state,
                "in this state (\(site.condition ?? "")) the view may draw a selection or highlight background that the code does not set here"
            )
            : nil
        let font = facts.facts(type)?.fonts[use.receiver].flatMap { SwiftTextSize.isLarge($0.value) }
        // The color set here, replaced by code with a value no source holds (`UIKitUnreadRewrites`); a title color set
        // for a state, on the background that state's accessor sets (`UIKitStateBackgrounds`).
        let rewritten = unreadRewrite(of: use, in: type)
        let stateLayer = stateBackground(of: use, in: type)
        var visited: Set<String> = []
        for layer in layers(
            under: use.receiver, in: type, shownWhen: site.condition, depth: 0, visited: &visited, use: use)
        {
            var site = site
            if let c = layer.condition { site.condition = (site.condition.map { $0 + "; " } ?? "") + "background " + c }
            switch layer.result {
            case .failure(let p):
                scan.problem(site, "\(what)\(site.condition.map { " [\($0)]" } ?? "") not checked: \(p.message)")
            case .success(let found):
                // A type that forces its views' appearance shows them in that one; so does the navigation controller
                // holding it (`UIKitNavigationAppearance`).
                let navigation = facts.navigation.forced[type.split(separator: ".").last.map(String.init) ?? type]
                let forced =
                    facts.facts(type)?.forced.map { ($0.appearance, "the type forces it, line \($0.line)") }
                    ?? navigation.map { ($0.appearance, "its navigation controller forces it: \($0.source)") }
                let forcedNote = forced.map { "; drawn only in \($0.0.rawValue) (\($0.1))" } ?? ""
                let evidence = found.evidence + forcedNote
                // The fallback of an availability check older than dark mode runs only in light.
                let lightOnly = SwiftAvailabilityFallback.runsOnlyWithoutDarkMode(at: use.index, in: file)
                var pair = ObservedPair(
                    foreground: foreground, background: found.color, over: layer.over,
                    role: use.isText ? .text(large: font) : .nonText,
                    site: site,
                    evidence: evidence + imageNote
                        + (lightOnly && forced == nil
                            ? "; drawn only in light (the fallback of an availability check for a system before dark mode)"
                            : ""),
                    appearances: forced.map { [$0.0] } ?? (lightOnly ? [.light] : nil),
                    review: found.review ?? rewritten ?? state ?? imageReview)
                // Code that shows the type in a sheet draws it at the elevated level (`CodePresentations`).
                pair.codeClasses = [type.split(separator: ".").last.map(String.init) ?? type]
                pair.outletElement = layer.outletElement
                pair.hiddenBy = facts.hiddenAtSetup(use.receiver, in: type)
                switch stateLayer {
                case .color(let color, let stateEvidence)?:
                    pair.background = color
                    pair.over = nil
                    pair.evidence = stateEvidence + forcedNote
                    pair.review = rewritten ?? state
                case .review(let why)?:
                    pair.review = why
                case nil: break
                }
                if use.isText, stateLayer == nil, let rounded = roundedField(use, in: type, on: found) {
                    scan.pairs += UIKitRoundedTextFields.pairs(
                        pair, state: rounded.review ?? rewritten ?? state, style: rounded.style,
                        written: rounded.written)
                    continue
                }
                scan.pairs.append(pair)
            }
        }
    }

    /// The rounded-rect text field the text of `use` is drawn in (`UIKitRoundedTextFields`): a view whose
    /// `borderStyle` code writes `.roundedRect` and gives no background of its own, or an outlet whose document
    /// element is such a field (its layer `found` is the field's fill). Nil for any other view.
    func roundedField(
        _ use: UIKitViewFacts.Use, in type: String,
        on found: (color: ObservedColor, evidence: String, review: ReviewReason?)
    ) -> (style: SourceLocation, written: String, review: ReviewReason?)? {
        if UIKitRoundedTextFields.isFill(found.color), case .inline(let fill) = found.color,
            let source = fill.variants.first?.source
        {
            return (source, "roundedRect", found.review)
        }
        guard let f = facts.facts(type), let style = f.borderStyles[use.receiver],
            UIKitRoundedTextFields.roundedStyles.contains(style.written),
            background(of: use.receiver, in: f, forUse: use) == nil
        else { return nil }
        return (files[style.file].location(style.index), style.written, nil)
    }

    /// The layers under `view` of `type`: one, or one per branch of a background chosen by a condition.
    func layers(
        under view: String, in type: String, shownWhen condition: String?, depth: Int, visited: inout Set<String>,
        use: UIKitViewFacts.Use? = nil
    ) -> [Layer] {
        guard let f = facts.facts(type) else {
            return [Layer(result: .failure(.init("background unknown (\(type) is not a type read)")))]
        }
        var v = view
        var unread: ReviewReason?
        func mark(_ layers: [Layer]) -> [Layer] {
            guard let unread else { return layers }
            return layers.map { layer in
                var layer = layer
                // What is drawn under the text (a gradient, video, a material) says more than a host not found.
                if case .success(let found) = layer.result,
                    found.review == nil || (unread.kind != .setInCode && found.review?.kind == .hostUnknown)
                {
                    layer.result = .success((found.color, found.evidence, unread))
                }
                return layer
            }
        }
        /// A cell or view that code makes clear shows what is behind it, not its class's default.
        var clearedRoot: String?
        while visited.insert(type + "#" + v).inserted {
            // A layer, view class or sibling that draws something other than a color under the text.
            if unread == nil || unread?.kind == .setInCode, let drawn = drawing(under: v, of: view, in: type, f) {
                unread = drawn
            }
            if let assignment = background(of: v, in: f, forUse: use) {
                // Every creator replaces the class's own background (`UIKitCreatorBackgrounds`).
                if v == "self",
                    let replaced = creatorLayers(
                        of: type, own: assignment, in: f, condition: condition, depth: depth, visited: &visited)
                {
                    return mark(replaced)
                }
                let file = files[assignment.file]
                let branches = SwiftColorBranches.branches(of: assignment.value)
                // The branch the text's own condition names (`isOn ? .systemBlue : …` with `isOn ? .white : …`).
                let shown = Set(condition?.components(separatedBy: ", ") ?? [])
                let matching = branches.filter { b in
                    b.condition.map { $0.components(separatedBy: ", ").allSatisfy(shown.contains) } ?? false
                }
                let chosen = branches.count > 1 && !matching.isEmpty ? [matching[0]] : branches
                var out: [Layer] = []
                var clear = false
                for b in chosen {
                    let label = chosen.count > 1 ? b.condition : nil
                    // `selected ? NSColor.selectedContentBackgroundColor.cgColor : nil`: the color itself.
                    var expression = b.expression
                    if case .member(let base, "cgColor", _) = expression { expression = base }
                    if UIKitViewObstructions.isPatternImage(expression) {
                        let place =
                            "\((file.path as NSString).lastPathComponent):\(file.location(assignment.index).line)"
                        unread = ReviewReason(
                            .image, "the background of '\(v)' is an image drawn as a pattern (\(place))")
                        clear = true
                        continue
                    }
                    switch file.color(
                        expression, at: assignment.index, colorType: file.platformColorType(at: assignment.index))
                    {
                    case .failure(let p) where chosen.count == 1:
                        // Code paints this view with a color Legible cannot read: the pair is listed for review on
                        // what lies under the view, naming the line.
                        let place =
                            "\((file.path as NSString).lastPathComponent):\(file.location(assignment.index).line)"
                        unread =
                            unread
                            ?? ReviewReason(
                                .setInCode,
                                "the background of '\(v)' is set in code to a color Legible cannot read (\(place): \(p.message))"
                            )
                        clear = true
                    case .failure(let p):
                        out.append(
                            Layer(
                                result: .failure(.init("background of '\(v)' not known: \(p.message)")),
                                condition: label))
                    case .success(.inline(let c)) where SwiftViewDefaults.isClear(c):
                        clear = true // clear: the parent shows through
                    case .success(let background):
                        out.append(
                            Layer(
                                result: .success(
                                    (background, depth == 0 ? "same view hierarchy in one type" : "", nil)),
                                condition: label))
                    }
                }
                if !clear { return mark(out) }
                if !out.isEmpty {
                    return mark(
                        out + [
                            Layer(
                                result: .failure(.init("background of '\(v)' is clear in one state and set in another"))
                            )
                        ])
                }
                if ["self", "contentView"].contains(v) { clearedRoot = v }
            }
            // An outlet's element: the storyboard or xib decides what is under it.
            if let outlet = outlets.layer(ownerClass: type, property: v) {
                return mark([
                    Layer(
                        result: .success((outlet.background, outlet.evidence, outlet.review)), over: outlet.over,
                        outletElement: outlet.element)
                ])
            }
            // A dequeued table cell: its labels lie on its content view, on the cell; a cell code paints nothing
            // draws the platform's cell background (`UIKitCellLocals`).
            if let table = f.cellLocals[v], background(of: v, in: f, forUse: use) == nil {
                return mark([cellLocalLayer(v, table: table, in: type, f)])
            }
            let container = UIKitDefaultBackgrounds.container(of: type, in: facts)?.container
            let isCellType = container == .tableCell || container == .headerFooter
            // A controller is not its view: a `contentView` local of its own is not on `self`.
            let isController = [.viewController, .tableViewController, .appKitViewController].contains(container)
            guard
                let parent = f.parents[v] ?? (v == "contentView" && !isController ? "self" : nil)
                    ?? UIKitCellLocals.parent(of: v, in: f, isCellType: isCellType) ?? f.cellLocals[v]
            else { break }
            // A sibling added to the same view before this one, with a background of its own, is drawn under it
            // where their frames meet: whether it lies under the text is not known.
            if unread == nil, let siblings = f.children[parent], let position = siblings.firstIndex(of: v),
                let sibling = siblings[..<position].last(where: { sibling in
                    // Two views a stack lays out are apart; a label or control beside the text is laid out beside
                    // it. A plain view (`UIView`) added first is there to be drawn under what follows.
                    if f.arranged.contains(sibling) && f.arranged.contains(v) { return false }
                    guard ["UIView", "NSView"].contains(f.propertyTypes[sibling] ?? "") else { return false }
                    guard let b = background(of: sibling, in: f, forUse: nil) else { return false }
                    if case .success(.inline(let c)) = files[b.file].color(
                        b.value, at: b.index, colorType: files[b.file].platformColorType(at: b.index)),
                        SwiftViewDefaults.isClear(c)
                    {
                        return false
                    }
                    return true
                }), let b = background(of: sibling, in: f, forUse: nil)
            {
                unread = ReviewReason(
                    .overlap,
                    "'\(sibling)' is added to '\(parent)' before '\(v)' and has its own background "
                        + "(\((files[b.file].path as NSString).lastPathComponent):\(files[b.file].location(b.index).line)): "
                        + "whether it lies under the text is not known")
            }
            v = parent
        }
        // The top of this type's view tree: where the type is added in another type, else the platform default.
        if v == "self"
            || UIKitDefaultBackgrounds.container(of: type, in: facts).map({
                UIKitDefaultBackgrounds.isRoot(v, of: $0.container)
            }) == true
        {
            if v == "self", let hosted = hostLayers(of: type, condition: condition, depth: depth, visited: &visited) {
                return mark(hosted)
            }
            if var d = defaultLayer(for: type, root: v) {
                if let cleared = clearedRoot, case .success(let found) = d.result, found.review == nil {
                    let short = type.split(separator: ".").last.map(String.init) ?? type
                    d.result = .success(
                        (
                            found.color, found.evidence,
                            ReviewReason(
                                .hostUnknown,
                                "\(short) sets its \(cleared == "self" ? "own" : "contentView's") background to clear: what shows through is the view that holds it, which was not found"
                            )
                        ))
                }
                return mark([d])
            }
        }
        let short = type.split(separator: ".").last.map(String.init) ?? type
        let why =
            "no backgroundColor on '\(view)' or the views it is added to in \(short)"
            + (v == "self" ? ", and \(short) is added to no view in the files read" : "")
        // The type's own view, added to no view read: listed for review on the platform's base background, saying
        // the host is not known, rather than left unchecked. (A subview added to nothing may never be drawn: a warning.)
        if v == "self", let declared = f.declared {
            let mac = files[declared.file].platformColorType(at: declared.index) == "NSColor"
            let name = mac ? "windowBackground" : "systemBackground"
            let color = SwiftViewDefaults.system(
                name, platform: mac ? "osx" : "ios", at: files[declared.file].location(declared.index))
            if case .inline(let c) = color, !c.variants.isEmpty {
                return mark([
                    Layer(
                        result: .success(
                            (
                                color, "assumed: the platform's base background (\(name)), shown for review",
                                ReviewReason(
                                    .hostUnknown,
                                    "what is under it is not known (\(why))")
                            )))
                ])
            }
        }
        // Something drawn under the text that is not a color: review on the platform's base background, naming it.
        if let unread, unread.kind != .setInCode, let declared = f.declared {
            let mac = files[declared.file].platformColorType(at: declared.index) == "NSColor"
            let name = mac ? "windowBackground" : "systemBackground"
            let color = SwiftViewDefaults.system(
                name, platform: mac ? "osx" : "ios", at: files[declared.file].location(declared.index))
            if case .inline(let c) = color, !c.variants.isEmpty {
                return [
                    Layer(
                        result: .success(
                            (color, "assumed: the platform's base background (\(name)), shown for review", unread)))
                ]
            }
        }
        return [Layer(result: .failure(.init("background unknown (\(why))")))]
    }

    /// What `v` (the text's view `view` or one it is added to, in `type`) draws under the text that is not a color,
    /// as a review: a sublayer or layer class (`UIKitViewObstructions`), its class (an image, video, material, map
    /// or web view; not the text's own view), or a sibling drawn before it that shows video, a material, a map or web
    /// content or holds such a layer code adds (`shade.layer.addSublayer(gradient)`), or an image view code sends
    /// behind the others.
    func drawing(under v: String, of view: String, in type: String, _ f: UIKitViewFacts.TypeFacts) -> ReviewReason? {
        let short = type.split(separator: ".").last.map(String.init) ?? type
        func place(_ file: Int, _ index: Int) -> String {
            "\((files[file].path as NSString).lastPathComponent):\(files[file].location(index).line)"
        }
        if let layer = f.sublayers[v] {
            return ReviewReason(
                layer.kind,
                "\(UIKitViewObstructions.describe(layer.kind)) is drawn under the text: "
                    + "\(v == "self" ? short : "'\(v)'") draws \(layer.what) (\(place(layer.file, layer.index)))")
        }
        if v != view {
            let cls = v == "self" ? f.superclass : (f.propertyTypes[v] ?? f.localTypes[v])
            if let cls, let kind = UIKitViewObstructions.kind(ofViewClass: cls, in: facts) {
                return ReviewReason(
                    kind,
                    "\(UIKitViewObstructions.describe(kind)) is drawn under the text: it is inside "
                        + "\(v == "self" ? short : "'\(v)'") (\(cls))")
            }
        }
        guard let parent = f.parents[v], let siblings = f.children[parent] else { return nil }
        let position = siblings.firstIndex(of: v) ?? siblings.count
        for (index, sibling) in siblings.enumerated() where sibling != v {
            guard !(f.arranged.contains(sibling) && f.arranged.contains(v)) else { continue }
            // A layer code adds to a sibling drawn before (`shade.layer.addSublayer(gradient)`): Core Animation draws
            // a view's sublayers with it, so it lies between the text and what is under both, whatever the sibling's
            // own (clear) background.
            if index < position, let layer = f.sublayers[sibling] {
                return ReviewReason(
                    layer.kind,
                    "\(UIKitViewObstructions.describe(layer.kind)) is drawn under the text: '\(sibling)', added to "
                        + "'\(parent)' before '\(v)', draws \(layer.what) (\(place(layer.file, layer.index)))")
            }
            guard let cls = f.propertyTypes[sibling] ?? f.localTypes[sibling],
                let kind = UIKitViewObstructions.kind(ofViewClass: cls, in: facts)
            else { continue }
            let behind = f.sentToBack.contains(sibling)
            // An image view beside the text is an icon; one sent behind the others is a backdrop.
            guard behind || (index < position && kind != .image && kind != .customDrawing) else { continue }
            return ReviewReason(
                kind,
                "\(UIKitViewObstructions.describe(kind)) is drawn under the text: '\(sibling)' (\(cls)) is "
                    + (behind ? "put behind the other views of '\(parent)'" : "added to '\(parent)' before '\(v)'"))
        }
        return nil
    }

    /// The default an app-wide appearance proxy sets (`UITableViewCell.appearance().backgroundColor = X`): its color,
    /// or review when Legible cannot read it.
    func proxyLayer(_ proxy: UIKitViewFacts.Assignment, _ cls: String) -> Layer {
        let file = files[proxy.file]
        let place = "\((file.path as NSString).lastPathComponent):\(file.location(proxy.index).line)"
        switch file.color(proxy.value, at: proxy.index, colorType: "UIColor") {
        case .success(let color):
            return Layer(result: .success((color, "\(cls).appearance().backgroundColor, app-wide (\(place))", nil)))
        case .failure(let p):
            return Layer(
                result: .success(
                    (
                        SwiftViewDefaults.system("systemBackground", at: file.location(proxy.index)),
                        "assumed: the platform's base background (systemBackground), shown for review",
                        ReviewReason(
                            .setInCode,
                            "\(cls).appearance().backgroundColor is set app-wide to a color Legible cannot read (\(place): \(p.message))"
                        )
                    )))
        }
    }

    /// The background a view has where a color is set: of several, the one set in the same function as the color
    /// (`updateColors(for theme:)` setting both), else the first one the type sets; never one set only in a selection
    /// or highlight accessor.
    func background(of view: String, in f: UIKitViewFacts.TypeFacts, forUse use: UIKitViewFacts.Use?) -> UIKitViewFacts
        .Assignment?
    {
        // What a selection or highlight accessor sets (`override var isHighlighted { didSet { backgroundColor = … } }`)
        // is drawn only in that state: the normal state has the other assignments.
        guard
            let all = f.backgrounds[view]?.filter({
                SwiftColorBranches.stateProperty(at: $0.index, in: files[$0.file]) == nil
            }),
            let first = all.first
        else { return nil }
        guard let use, all.count > 1, let function = files[use.file].enclosingFunction(use.index) else { return first }
        return all.first { $0.file == use.file && files[$0.file].enclosingFunction($0.index) == function } ?? first
    }

    /// Where other types hold this view type as a property and add it to their views: the layer there. Nil when no
    /// type read holds it.
    func hostLayers(of type: String, condition: String?, depth: Int, visited: inout Set<String>) -> [Layer]? {
        let short = type.split(separator: ".").last.map(String.init) ?? type
        var places: [(host: String, property: String, said: String, review: ReviewReason?)] = []
        for host in facts.order where host != type {
            for (property, held) in (facts.facts(host)?.propertyTypes ?? [:]).sorted(by: { $0.key < $1.key })
            where held == short {
                places.append((host, property, "is added as \(host).\(property)", nil))
            }
        }
        // A cell's content view, made by its content configuration (`UIKitContentConfigurations`).
        places += contentViewPlaces(of: short, besides: type).map { ($0.host, $0.property, $0.said, nil) }
        // A section header or footer a table's delegate returns (`UIKitSectionHeaders`).
        places += sectionHeaderPlaces(of: short, besides: type)
        guard !places.isEmpty else { return nil }
        guard depth < Self.depthLimit else {
            return [
                Layer(
                    result: .failure(
                        .init(
                            "background unknown (\(short) is added to views more than \(Self.depthLimit) levels deep)"))
                )
            ]
        }
        var found: [(place: String, said: String, layer: Layer)] = []
        for place in places.prefix(Self.hostLimit) {
            var seen = visited
            let layers = layers(
                under: place.property, in: place.host, shownWhen: condition, depth: depth + 1, visited: &seen)
            guard layers.count == 1, var layer = layers.first else { return layers }
            if let review = place.review, case .success(let l) = layer.result, l.review == nil {
                layer.result = .success((l.color, l.evidence, review))
            }
            found.append(("\(place.host).\(place.property)", place.said, layer))
        }
        var colors: [String: (color: ObservedColor, evidence: String, review: ReviewReason?)] = [:]
        for (_, said, layer) in found {
            switch layer.result {
            case .failure: return [layer]
            case .success(let l):
                // Of places showing the same color, one that needs review keeps its review.
                if colors[l.color.identity]?.review != nil, l.review == nil { continue }
                colors[l.color.identity] = (
                    l.color,
                    l.evidence.isEmpty ? "\(short) \(said)" : "\(short) \(said); \(l.evidence)", l.review
                )
            }
        }
        let first = colors.sorted { $0.key < $1.key }[0].value
        guard colors.count == 1 else {
            let where_ = found.map(\.place).joined(separator: ", ")
            return [
                Layer(
                    result: .success(
                        (
                            first.color, first.evidence,
                            ReviewReason(
                                .hostUnknown, "\(short) is added in several places whose backgrounds differ (\(where_))"
                            )
                        )))
            ]
        }
        return [Layer(result: .success(first))]
    }

    /// The platform's background of a table cell the type dequeues and paints no background on
    /// (`UIKitCellLocals`), for the style of the tables the type makes.
    func cellLocalLayer(_ cell: String, table: String, in type: String, _ f: UIKitViewFacts.TypeFacts) -> Layer {
        let short = type.split(separator: ".").last.map(String.init) ?? type
        let choice = UIKitDefaultBackgrounds.choice(
            for: .tableCell, base: "UITableViewCell", grouped: groupedStyle(of: [type]), registeredIn: short)
        let location = f.declared.map { files[$0.file].location($0.index) } ?? SourceLocation(path: "", line: 0)
        let color = SwiftViewDefaults.system(choice.name, platform: choice.platform, at: location)
        let registered = facts.registrations.filter { $0.value.contains(type) }.map(\.key).sorted()
        let review =
            !registered.isEmpty && registered.allSatisfy({ $0 == "UITableViewCell" })
            ? choice.review
            : ReviewReason(
                .hostUnknown,
                "'\(cell)' is dequeued from \(table) by its identifier: the class registered for it ("
                    + (registered.isEmpty ? "none registered in \(short)" : registered.joined(separator: ", "))
                    + ") may draw its own background")
        return Layer(
            result: .success(
                (
                    color,
                    "assumed: '\(cell)' is dequeued from \(table) and code sets no background on it "
                        + "(\(choice.why): \(choice.name))", review
                )))
    }

    /// The platform's default under a container's root view, said as an assumption.
    func defaultLayer(for type: String, root: String) -> Layer? {
        guard let (container, base) = UIKitDefaultBackgrounds.container(of: type, in: facts),
            let declared = facts.facts(type)?.declared
        else { return nil }
        let location = files[declared.file].location(declared.index)
        let short = type.split(separator: ".").last.map(String.init) ?? type
        func assumed(_ name: String, platform: String = "ios", _ why: String, review: ReviewReason? = nil) -> Layer {
            let color = SwiftViewDefaults.system(name, platform: platform, at: location)
            guard case .inline(let c) = color, !c.variants.isEmpty else {
                return Layer(
                    result: .failure(
                        .init(
                            "background unknown (\(why): \(name)Color, which has no value in Legible's \(platform == "osx" ? "AppKit" : "UIKit") table)"
                        )))
            }
            return Layer(
                result: .success((color, "assumed: nothing above draws a background (\(why): \(name))", review)))
        }
        let hosts = facts.registrations[short] ?? []
        switch container {
        case .tableCell:
            if let proxy = facts.appearanceBackgrounds["UITableViewCell"] {
                return proxyLayer(proxy, "UITableViewCell")
            }
        case .appKitTableCell:
            // A cell made by a type that shows a source-list or sidebar table is drawn on the sidebar material.
            for host in facts.order where host != type {
                guard let hostFacts = facts.facts(host), hostFacts.mentioned.contains(short),
                    let sidebar = hostFacts.sidebar
                else { continue }
                let file = files[sidebar.file]
                return assumed(
                    "controlBackground", platform: "osx", "a cell of an NSTableView",
                    review: ReviewReason(
                        .blur,
                        "\(host.split(separator: ".").last ?? "") makes \(short) and shows a sidebar table "
                            + "(\(sidebar.what), \((file.path as NSString).lastPathComponent):"
                            + "\(file.location(sidebar.index).line)): drawn on the translucent sidebar material, which "
                            + "depends on the desktop behind the window"))
            }
        case .collectionCell where !hosts.isEmpty:
            // The list that shows the cell (`UIKitContentConfigurations`).
            let owners = listOwners(of: hosts)
            if base == "UICollectionViewListCell", let plain = plainListOwners(owners) {
                let shown = plain.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
                return assumed(
                    "systemBackground",
                    "a \(base) in a plain list laid out by \(shown.joined(separator: ", ")), registered in "
                        + "\(hosts[0]) (UIBackgroundConfiguration.listPlainCell())")
            }
            if base == "UICollectionViewCell", let painted = paintedCollectionView(owners, cell: base) {
                return painted
            }
            let choice = UIKitDefaultBackgrounds.choice(
                for: container, base: base, grouped: groupedStyle(of: hosts) || groupedStyle(of: owners),
                registeredIn: hosts.first)
            return assumed(choice.name, platform: choice.platform, choice.why, review: choice.review)
        default: break
        }
        let choice = UIKitDefaultBackgrounds.choice(
            for: container, base: base, grouped: groupedStyle(of: container == .tableViewController ? [type] : hosts),
            registeredIn: hosts.first)
        return assumed(choice.name, platform: choice.platform, choice.why, review: choice.review)
    }

    /// Whether the types that show a table (or register its cells) write a grouped style and no plain one.
    func groupedStyle(of types: [String]) -> Bool {
        let styles = types.reduce(into: Set<String>()) { $0.formUnion(facts.facts($1)?.tableStyles ?? []) }
        return !styles.isDisjoint(with: ["grouped", "insetGrouped"]) && !styles.contains("plain")
    }
}
