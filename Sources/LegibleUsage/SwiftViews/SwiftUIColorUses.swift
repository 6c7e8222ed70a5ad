import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// SwiftUI: each `.foregroundColor(X)` / `.foregroundStyle(X)` (text) and `.tint(X)` (non-text) with the background
/// it is drawn on, searched outward and recorded as the pair's evidence:
/// 1. "same modifier chain": a `.background(Y)` (or `.listRowBackground(Y)`) on the same view;
/// 2. going out through the enclosing view builders (`VStack { … }`, `.overlay(…)`): a `ZStack` child written before
///    the view that paints one color ("ZStack backdrop", `SwiftUIZStackLayers`), a `.background(Y)` on an enclosing view ("enclosing view's background"), a
///    `List`/`Form` ("List row default", secondarySystemGroupedBackground);
/// 3. else "scene default" (systemBackground).
/// `Y` may be a color, `.fill(Y)` of a shape, or a color in a `{ … }` closure (a clear one is passed through). A
/// material, gradient, image, video or map there (`SwiftUIObstructions`) makes the pair need review and the search
/// goes on below it; a computed color leaves the pair unknown: a warning naming the view.
/// An `Image` (an SF Symbol or icon) is non-text (SC 1.4.11, 3:1) whatever modifier colors it.
/// Text size: the nearest `.font(…)` on the way out (`SwiftTextSize`).
struct SwiftUIColorUses {
    let file: SwiftViewFile
    /// Where view types are embedded in other views, across the files read; nil reads one file alone.
    var hosts: SwiftViewHosts? = nil

    static let textModifiers: Set<String> = ["foregroundColor", "foregroundStyle"]
    static let nonTextModifiers: Set<String> = ["tint", "accentColor"]
    /// `.presentationBackground(X)` on a sheet's content and `.containerBackground(X, for:)` draw behind it like a
    /// background.
    /// `.glassEffect(…)` draws Liquid Glass behind the view (`SwiftUILiquidGlass`).
    static let backgroundModifiers: Set<String> = [
        "background", "listRowBackground", "presentationBackground", "containerBackground",
        SwiftUILiquidGlass.modifier,
    ]
    /// Views that draw a picture, not text: their color is non-text.
    static let iconViews: Set<String> = ["Image"]
    /// Shapes and Swift Charts marks: a foreground color fills a graphic (a status dot, a bar), non-text (WCAG 2.x
    /// 1.4.11, 3:1); one in the color under it shows nothing and is not checked.
    static let graphicViews: Set<String> = [
        "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
        "ContainerRelativeShape", "Path", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark",
        "RectangleMark", "SectorMark",
    ]
    static let listViews: Set<String> = ["List", "Form"]

    func scan(into scan: inout SwiftViewScan) {
        let tokens = file.tokens
        for i in tokens.indices
        where tokens[i].kind == .identifier && i > 0 && file.nesting.isPunctuation(i - 1, ".")
            && file.nesting.isPunctuation(i + 1, "(") && !file.isCompiledOut(i)
            // Under `if debug {` with `let debug = false`: never drawn. (`#if DEBUG` views are counted as not shown,
            // `SwiftReleaseBuild`.)
            && !file.disabled.isUnderFalseTest(i)
            // A `#Preview { … }` block is Xcode's canvas, not the app: its views are not shown to users.
            && !SwiftViewHosts.inPreviewMacro(i, file)
        {
            // An app's modifier standing for one (`.foregroundColor(themeColor: .textPrimary)`) is that modifier; the
            // calls in its own declaration are its definition, not uses.
            if hosts?.modifierAliases.isDefinition(i, path: file.path) == true { continue }
            let name = modifierName(at: i)
            let isText = Self.textModifiers.contains(name)
            guard isText || Self.nonTextModifiers.contains(name) else { continue }
            // A foreground style on a bitmap draws nothing in it (`SwiftUIBitmapImages`).
            if isText,
                untintedBitmap(SwiftModifierChain(around: i, in: file.nesting, aliases: hosts?.modifierAliases)) != nil
            {
                scan.textColorsNotDrawn += 1
                continue
            }
            // A clear text color draws nothing (a button kept only for its keyboard shortcut): no text use.
            if isText, drawsNothing(at: i) {
                scan.textColorsNotDrawn += 1
                continue
            }
            if isText { scan.elementsWithTextColor += 1 }
            // Code built for macOS and for another platform is drawn on each: one pair per platform, each read with
            // that platform's code (`#if os(…)` helpers) and host (the window, the scene).
            // Only platforms Legible has tables for: a view shared with tvOS is checked on iOS and macOS (yattee: 234
            // "on tvOS" pairs had iOS values).
            let builtFor = file.platforms(at: i)
            let platforms = builtFor.intersection(ApplePlatform.checked)
            if platforms.isEmpty, !builtFor.isEmpty {
                let names = builtFor.sorted().map(\.rawValue).joined(separator: ", ")
                scan.problem(
                    site(
                        SwiftModifierChain(around: i, in: file.nesting, aliases: hosts?.modifierAliases), key: name,
                        at: i),
                    "built only for \(names) here (its #if), whose system colors and defaults Legible has no table for")
                continue
            }
            if platforms.contains(.macOS), platforms.count > 1 {
                for platform in platforms.sorted() {
                    SwiftUIColorUses(file: file.on(platform), hosts: hosts).scanModifier(at: i, into: &scan)
                }
            } else {
                scanModifier(at: i, into: &scan)
            }
        }
    }

    /// Whether the color modifier at token `i` is clear in every branch (`.foregroundColor(.clear)`,
    /// `.foregroundStyle(Color.clear)`): what it colors is drawn fully transparent, so it shows nothing.
    func drawsNothing(at i: Int) -> Bool {
        guard let argument = colorArgument(at: i) else { return false }
        return SwiftColorBranches.branches(of: argument).allSatisfy { branch in
            guard case .success(.inline(let c)) = file.color(branch.expression, at: i, colorType: "Color") else {
                return false
            }
            return SwiftViewDefaults.isClear(c)
        }
    }

    /// The pairs of the color modifier whose name is at token `i`.
    func scanModifier(at i: Int, into scan: inout SwiftViewScan) {
        let name = modifierName(at: i)
        let isText = Self.textModifiers.contains(name)
        let chain = SwiftModifierChain(around: i, in: file.nesting, aliases: hosts?.modifierAliases)
        var site = site(chain, key: name, at: i)
        if let platform = file.platformOverride { site.condition = "on \(platform.rawValue)" }
        let isGraphic = Self.graphicViews.contains(file.tokens[chain.head].text)
        let what = isGraphic ? "fill (non-text)" : isText ? "text color" : "tint (non-text)"
        guard let argument = colorArgument(at: i) else {
            scan.problem(site, "\(name) has no color argument")
            return
        }
        if name == "tint", let line = insideSwipeActions(i) {
            scan.problem(
                site,
                "tint not checked: in .swipeActions (line \(line)) it fills the action button, whose label the system "
                    + "draws in white on it")
            return
        }
        if let line = insideMask(i) {
            scan.problem(
                site,
                "\(what) not checked: never drawn (inside the .mask of line \(line), which uses only its shape)")
            return
        }
        if let member = uncalledPrivateMember(around: i) {
            scan.problem(
                site,
                "\(what) not checked: never drawn (\(member.name), line \(member.line), is private and nothing in its file calls it)"
            )
            return
        }
        if let why = notDrawn(chain) {
            scan.problem(site, "\(isText ? "text color" : "tint (non-text)") not checked: \(why)")
            return
        }
        if isText, let styled = appStyleColoringLabel(chain) {
            scan.problem(
                site,
                "text color not checked here: the button style \(styled.style) colors the label in its makeBody "
                    + "(\(styled.location.fileAndLine)), over this color; its pair is there")
            return
        }
        // A color chosen by a condition: each branch is a pair, labelled with its condition.
        let statement = SwiftColorBranches.statementCondition(at: i, in: file)
        var background: Result<Found, SwiftViewProblem>?
        var fades: Fading?
        // A test decided at run time inside the color's code: a color per outcome (`SwiftRunTimeChoices`).
        let chosen = SwiftColorBranches.branches(of: argument).flatMap { branch in
            file.colorChoices(branch.expression, at: i, colorType: "Color").map { (branch, $0.condition, $0.color) }
        }
        // A `Text` made from markdown draws its links in the tint (`SwiftUIMarkdownLinks`): a pair per layer, once.
        let linkTitle = isText ? markdownLinkTitle(chain) : nil
        let ownCondition = site.condition
        for (choice, (branch, outcome, color)) in chosen.enumerated() {
            var site = site
            let conditions = [site.condition, statement, branch.condition, outcome].compactMap { $0 }
            site.condition = conditions.isEmpty ? nil : conditions.joined(separator: ", ")
            let when = site.condition.map { " [\($0)]" } ?? ""
            let foreground: ObservedColor
            switch color {
            case .failure(let p):
                if let line = swatchList(branch.expression, at: i) {
                    scan.problem(
                        site,
                        "\(what)\(when) not checked: a swatch of the fixed list of colors at line \(line), which "
                            + "shows its own color and draws no text")
                } else {
                    scan.problem(site, "\(what)\(when) not checked: \(p.message)")
                }
                continue
            case .success(let c): foreground = c
            }
            let isIcon = Self.iconViews.contains(file.tokens[chain.head].text) || showsIconOnly(chain)
            if background == nil { background = paletteLayer(at: i) ?? self.background(of: chain, from: i) }
            switch background! {
            case .failure(let p):
                scan.problem(site, "\(what)\(when) not checked: \(p.message)")
            case .success(let found):
                // `.opacity(x)` on the view or around it: the text faded over the layer, once per opacity it has.
                if fades == nil { fades = self.fades(of: chain, layerAt: found.layerAt) }
                let fadeReview: ReviewReason?
                var faded: [(color: ObservedColor, fade: Fade?)] = [(foreground, nil)]
                switch fades! {
                case .review(let why): fadeReview = why
                case .fades(let all):
                    fadeReview = nil
                    let read = all.map { fade in
                        (fade, foreground.faded(by: fade.alpha, lookup: { file.palette.colors[$0] }))
                    }
                    if read.isEmpty {
                        scan.problem(site, "\(what)\(when) not checked: never drawn (.opacity 0 in every case)")
                        continue
                    }
                    if read.contains(where: { $0.1 == nil }) {
                        scan.problem(
                            site, "\(what)\(when) not checked: faded by .opacity, a color whose value is not known")
                        continue
                    }
                    faded = read.map { ($0.1 ?? foreground, $0.0) }
                }
                for (foreground, fade) in faded {
                    for layer in Self.layers(of: found) {
                        var site = site
                        // A fade whose condition the color's excludes (the same test's other branch) is not drawn.
                        let held = site.condition?.components(separatedBy: ", ") ?? []
                        if let fade, fade.excludes.contains(where: held.contains) { continue }
                        // So is a layer of the other branch of the color's test.
                        if layer.excludes.contains(where: held.contains) { continue }
                        let added = [fade?.condition, layer.condition].compactMap { $0 }.flatMap {
                            $0.components(separatedBy: ", ")
                        }
                        if !added.isEmpty {
                            var all = held
                            for condition in added where !all.contains(condition) { all.append(condition) }
                            site.condition = all.joined(separator: ", ")
                        }
                        if isGraphic, found.review == nil, foreground.sameValue(as: layer.color) {
                            scan.problem(
                                site, "\(what)\(when) not checked: the same color as under it, it shows nothing")
                            continue
                        }
                        let role: PairRole =
                            isText && !isIcon && !isGraphic
                            ? .text(large: found.font.flatMap(SwiftTextSize.isLarge)) : .nonText
                        var evidence =
                            (layer.evidence ?? found.evidence)
                            + (isText && isIcon
                                ? (!showsIconOnly(chain)
                                    ? "; an image (SF Symbol or icon) is non-text (3:1)"
                                    : file.tokens[chain.head].text == "Label"
                                        ? "; an icon-only Label draws its symbol, non-text (3:1)"
                                        : "; a \(file.tokens[chain.head].text) whose label is only an image draws a "
                                            + "picture, non-text (3:1)") : "")
                            + (isGraphic ? "; a shape or chart mark is non-text (3:1)" : "")
                            + (fade?.note.map { "; drawn at \($0)" } ?? "")
                        let forced = forcedScheme(chain, from: i)
                        if let forced { evidence += "; shown only in \(forced.appearance.rawValue) (\(forced.source))" }
                        // A layer drawn in some themes only (`SwiftUIViewTypeLayers`): the pair holds in those.
                        var appearances = forced.map { [$0.appearance] }
                        if let own = layer.appearances {
                            appearances = appearances.map { $0.filter(own.contains) } ?? own
                            if appearances?.isEmpty == true { continue }
                        }
                        // In a selected or focused state the row may draw a selection background the code does not set here.
                        let state =
                            SwiftColorBranches.mayChangeBackground(site.condition)
                                && found.evidence != "same modifier chain"
                            ? ReviewReason(
                                .state,
                                "in this state (\(site.condition ?? "")) the view may draw a selection or highlight background that the code does not set here"
                            )
                            : nil
                        var pair = ObservedPair(
                            foreground: foreground, background: layer.color, role: role, site: site, evidence: evidence,
                            appearances: appearances,
                            review: found.review ?? layer.review ?? buttonLabelHierarchyReview(
                                branch.expression, modifier: name, at: i)
                                ?? fadeReview ?? fade?.review ?? toolbarReview(i) ?? state
                                ?? tintReview(branch.expression, at: i))
                        if file.isMacOS(i) { onMacOS(&pair) }
                        if name == "tint", file.isMacOS(i), let why = macOSSpinner(chain) { pair.review = why }
                        if name == "tint", let why = tabBarTintReview(chain) { pair.review = why }
                        // Code that shows the view's type in a sheet draws it at the elevated level (`CodePresentations`).
                        pair.codeClasses = file.enclosingType(i).flatMap { $0.name.last }.map { [$0] } ?? []
                        scan.pairs.append(pair)
                        if choice == 0, let linkTitle, case .text = role {
                            var text = pair
                            let conditions = [ownCondition, statement, fade?.condition, layer.condition].compactMap {
                                $0
                            }
                            text.site.condition = conditions.isEmpty ? nil : conditions.joined(separator: ", ")
                            // What the layer and the view's place say; not what the foreground's own color says.
                            text.review =
                                found.review ?? layer.review ?? fadeReview ?? fade?.review ?? toolbarReview(i)
                            switch markdownLinkPair(text, title: linkTitle, alpha: fade?.alpha, at: i) {
                            case .success(let link): scan.pairs.append(link)
                            case .failure(let why): scan.problem(text.site, "link color not checked: \(why.message)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// A view in a `.toolbar { … }` is drawn on the navigation bar or toolbar: the bar's material over the scrolled
    /// content (Liquid Glass on iOS 26 and macOS 26), not the view's background.
    func toolbarReview(_ i: Int) -> ReviewReason? {
        guard inToolbar(i) else { return nil }
        return ReviewReason(
            .blur, "in a .toolbar: drawn on the bar, a material over the scrolled content (Liquid Glass on 26)")
    }

    /// The `.tint` shape style or `Color.accentColor` as a text, icon or background color is the system accent only where no
    /// ancestor sets a tint: when the app's code sets one anywhere (`.tint(settings.accent)` on its root), which value
    /// reaches this view is not followed; on macOS the accent is the user's choice in System Settings.
    func tintReview(_ expression: SwiftExpression, at i: Int) -> ReviewReason? {
        guard let path = expression.dottedPath, SwiftViewFile.accentPaths.contains(path) else { return nil }
        let setters = hosts?.tintSetters ?? []
        if let setter = setters.first {
            return ReviewReason(
                .setInCode,
                "\(path) is the tint an ancestor sets, and the app sets tints in code "
                    + "(\(setter.fileAndLine)\(setters.count > 1 ? " and \(setters.count - 1) more" : ""))"
            )
        }
        if file.isMacOS(i) {
            return ReviewReason(.setInCode, "\(path) on macOS is the accent color the user picks in System Settings")
        }
        return nil
    }

    /// A macOS-only view draws the platform's colors with their AppKit values (`SwiftUIMacOSColors`); one without a
    /// macOS value is left for review, saying so.
    func onMacOS(_ pair: inout ObservedPair) {
        let catalog = file.palette.catalog
        switch (
            SwiftUIMacOSColors.onMacOS(pair.foreground, catalog: catalog),
            SwiftUIMacOSColors.onMacOS(pair.background, catalog: catalog)
        ) {
        case (.success(let fg), .success(let bg)):
            pair.foreground = fg
            pair.background = bg
        case (.failure(let why), _), (_, .failure(let why)):
            if pair.review == nil {
                pair.review = ReviewReason(.hostUnknown, why.message + " (the iOS values are shown)")
            }
        }
    }

    /// The layer found under a view: its color, how it was found, the nearest font, and why the pair needs review
    /// when a material, gradient or picture lies between.
    struct Found {
        var color: ObservedColor
        var evidence: String
        var font: SwiftExpression?
        var review: ReviewReason?
        /// The search stopped at its type's body without a layer (`stopAtType`): what is under it is what is under
        /// the place the type's content is used.
        var reachedTop = false
        /// Where in this file the layer was found: the background modifier's name, or the view that draws it (a
        /// `List`, a `ZStack`, a button); nil when it is outside this file's views (the scene, an embedding view).
        var layerAt: Int? = nil
        /// The layer's colors when a condition picks it (`LayerBranch`); empty when it is `color` alone.
        var branches: [LayerBranch] = []
        /// With `reachedTop`: the app container placed the content as a `Section`'s header or footer
        /// (`containerLayer`), so the search goes on outside it as that.
        var supplementary: String? = nil
    }

    /// `found` with the layer at token `index`, unless it already says where.
    func at(_ found: Result<Found, SwiftViewProblem>, _ index: Int) -> Result<Found, SwiftViewProblem> {
        found.map { f in
            var placed = f
            placed.layerAt = f.layerAt ?? index
            return placed
        }
    }

    /// The background and the nearest font, walking out from the chain of the modifier at `index`; `depth` counts the
    /// views embedding this one that the search has gone through, `helperDepth` the helper members
    /// (`SwiftUIHelperMembers`). `supplementary` says the view is in a section header or footer of a list found further
    /// out; `stopAtType` ends the search at the type's body (a container's content, `SwiftUIContainerViews`).
    func background(
        of chain: SwiftModifierChain, from index: Int, depth: Int = 0, helperDepth: Int = 0,
        supplementary: String? = nil, stopAtType: Bool = false
    ) -> Result<Found, SwiftViewProblem> {
        var partial: PartialLayer?
        let found = searchBackground(
            of: chain, from: index, depth: depth, helperDepth: helperDepth, supplementary: supplementary,
            stopAtType: stopAtType, partial: &partial
        ).map { $0.reachedTop ? $0 : elevatedInPresentation($0, at: index) }
        // An app modifier drawing in some themes only: its layer there, the one further out in the others.
        guard let partial, case .success(let outer) = found, !outer.reachedTop else { return found }
        return .success(Self.combined(partial, outer))
    }

    func searchBackground(
        of chain: SwiftModifierChain, from index: Int, depth: Int, helperDepth: Int, supplementary: String?,
        stopAtType: Bool, partial: inout PartialLayer?
    ) -> Result<Found, SwiftViewProblem> {
        var supplementary = supplementary
        var font = chain.first(["font"]).flatMap { $0.arguments.flatMap { file.nesting.argument($0) } }
        var review: ReviewReason?
        /// The line of a `.listRowBackground(Color.clear)` passed on the way out: the row shows the list's background.
        var rowCleared: Int?
        /// A background modifier's layer: a color (found), a picture (noted for review, the search goes on), or nil.
        func layer(_ b: SwiftModifierChain.Modifier, _ how: String) -> Result<Found, SwiftViewProblem>? {
            if let kind = obstruction(b) {
                if review == nil, b.name == SwiftUILiquidGlass.modifier {
                    review = SwiftUILiquidGlass.effectReview(line: file.location(b.nameIndex).line)
                } else if review == nil {
                    review = ReviewReason(
                        kind, "\(how) is .\(b.alias ?? b.name)(\(written(b))) (line \(file.location(b.nameIndex).line))"
                    )
                }
                return nil
            }
            // A view of the app's own type (`.background(ThemedRootBackground())`): what its body draws.
            if let typed = viewTypeLayers(b) {
                switch typed {
                case .failure(let p):
                    if review == nil {
                        review = ReviewReason(
                            .setInCode,
                            "\(how) is .\(b.alias ?? b.name)(\(written(b))) (line \(file.location(b.nameIndex).line)): \(p.message)"
                        )
                    }
                    return nil
                case .success(let layers):
                    return .success(Self.found(layers, evidence: how, font: font, review: review, at: b.nameIndex))
                }
            }
            let color = drawn(backgroundColor(b))
            // A color a run-time test chooses (`isPinned ? .yellow : .white`): a layer per outcome.
            if case .failure? = color, let chosen = choiceLayers(b) {
                return .success(Self.found(chosen, evidence: how, font: font, review: review, at: b.nameIndex))
            }
            if color == nil, b.name == "listRowBackground", rowCleared == nil {
                rowCleared = file.location(b.nameIndex).line
            }
            // A background Legible cannot read (`.background(viewModel.backgroundColor)`): the pair is listed for
            // review on what lies under that view, naming the modifier.
            if case .failure(let p)? = color {
                if review == nil {
                    review = ReviewReason(
                        .setInCode,
                        "\(how) is .\(b.alias ?? b.name)(\(written(b))) (line \(file.location(b.nameIndex).line)), a color Legible cannot read (\(p.message))"
                    )
                }
                return nil
            }
            // A background in the accent (`Color.accentColor`, `.tint`) is the tint an ancestor sets.
            if review == nil, case .success? = color, let painted = backgroundExpression(b).map(paintedColor) {
                review = tintReview(painted, at: b.nameIndex)
            }
            return color.map {
                $0.map { Found(color: $0, evidence: how, font: font, review: review, layerAt: b.nameIndex) }
            }
        }
        if let b = chain.first(Self.backgroundModifiers), supplementary == nil || b.name != "listRowBackground",
            let found = layer(b, "same modifier chain")
        {
            return found
        }
        /// A button style's fill under the label of the button `button`.
        func fill(of button: SwiftModifierChain) -> Result<Found, SwiftViewProblem>? {
            switch buttonLayer(button, font: font, review: review) {
            case .fill(let found)?: return found
            case .obstruction(let why)?: if review == nil { review = why }
            case nil: break
            }
            return nil
        }
        if file.tokens[chain.head].text == "Button", let found = fill(of: chain) { return at(found, chain.head) }
        // An app modifier that draws under the view (`.cardStyle()`): the background its body applies, when its color
        // is read there; otherwise (a theme's color, a parameter) what it draws is not evaluated.
        func appModifier(_ chain: SwiftModifierChain) -> Result<Found, SwiftViewProblem>? {
            guard review == nil, partial == nil, let hosts, let hit = hosts.appModifiers.applied(in: chain, of: file)
            else {
                return nil
            }
            let place = file.location(chain.head)
            if let (declared, at, body) = hit.drawing.background {
                // Read for the platform this code is read for (`#if os(…)` in the colors it names).
                let declaring = file.platformOverride.map { declared.on($0) } ?? declared
                let there = SwiftUIColorUses(file: declaring, hosts: hosts)
                let modifier = SwiftUIAppModifiers.modifier(at: at, in: declaring)
                let evidence =
                    "the background the app's modifier \(hit.name) (\(place.fileAndLine)) draws "
                    + "(\(declaring.location(at).fileAndLine))"
                if let modifier, case .success(let layers)? = there.viewTypeLayers(modifier) {
                    return .success(Self.found(layers, evidence: evidence, font: font, review: review))
                }
                // Its arguments bound (`opacity` of `.themedSurface(opacity: 0.95)`), its branch decided per theme.
                let bindings = modifierBindings(hit.modifier, hit.drawing)
                if let modifier, there.obstruction(modifier) == nil,
                    let expression = there.backgroundExpression(modifier)
                {
                    let side = there.drawnSide(of: at, inBody: body, bindings: bindings)
                    if case .never = side { return nil }
                    let color = there.drawn(
                        there.colorOfView(SwiftViewFile.replacing(bindings, in: expression), at: at))
                    if case .success(let color)? = color {
                        switch side {
                        // A test decided at run time: the background as read, as before branches were decided.
                        case .always, .never, .unknown:
                            return .success(Found(color: color, evidence: evidence, font: font, review: review))
                        case .only(let drawnIn, let skipped):
                            partial = PartialLayer(
                                branch: LayerBranch(color: color, condition: nil, excludes: [], appearances: drawnIn),
                                evidence: evidence, skipped: skipped)
                            return nil
                        }
                    }
                }
            }
            review = hosts.appModifiers.review((hit.name, hit.drawing), at: place)
            return nil
        }
        if let found = appModifier(chain) { return at(found, chain.head) }
        var head = chain.head
        while let open = file.nesting.enclosing[head], file.typeBodies[open] == nil {
            guard let owner = ownerName(of: open) else { head = open; continue }
            let ownerChain = SwiftModifierChain(around: owner, in: file.nesting, aliases: hosts?.modifierAliases)
            let ownerName = file.tokens[owner].text
            // Past a background of its own, the owner's app modifiers draw under that background, not under the text.
            if ownerChain.first(Self.backgroundModifiers) == nil, let found = appModifier(ownerChain) {
                return at(found, owner)
            }
            if supplementary == nil { supplementary = sectionSupplementary(open: open, owner: owner, inner: head) }
            // The content of a sheet or popover sits on the presentation, not on the view presenting it.
            if let kind = presentationKind(open: open, owner: owner, inner: head) {
                return presentationLayer(kind, owner: owner, index: index, font: font, review: review)
            }
            // A picker's options and a menu's items are drawn in a pop-up menu or a control, not in place.
            if review == nil { review = menuContentReview(open: open, owner: owner) }
            // Content handed to a package's window, panel or container (`GlassPanel { … }`): its layer is not known.
            if review == nil, let hosts {
                review = SwiftUIPackageHosts.review(
                    owner: owner, open: open, in: file, declaredTypes: hosts.declaredTypes)
            }
            // Toolbar content is drawn on the bar, a glass container's content on Liquid Glass: wherever the helper
            // building it is written.
            if review == nil, SwiftUILiquidGlass.toolbarOwners.contains(ownerName) {
                review = SwiftUILiquidGlass.toolbarReview(line: file.location(owner).line, owner: ownerName)
            }
            if review == nil, ownerName == SwiftUILiquidGlass.bottomAccessory {
                review = SwiftUILiquidGlass.bottomAccessoryReview(line: file.location(owner).line)
            }
            if review == nil, ownerName == SwiftUILiquidGlass.container, file.nesting.isPunctuation(open, "{") {
                review = SwiftUILiquidGlass.containerReview(line: file.location(owner).line)
            }
            // A macOS TabView of the default style draws its content in a bordered tab box (NSTabView's bezel), not
            // on the window; a Settings scene's root TabView is the window's toolbar tabs instead.
            if review == nil, file.nesting.isPunctuation(open, "{"), ownerName == "TabView", file.isMacOS(index),
                ownerChain.first(["tabViewStyle"]) == nil, !inSettingsScene(owner)
            {
                review = ReviewReason(
                    .hostUnknown,
                    "a macOS TabView (line \(file.location(owner).line)) draws its content in a bordered tab box, "
                        + "whose fill is not a documented AppKit system color")
            }
            // The sidebar column of a split view is drawn on the sidebar's translucent material (macOS) or as a
            // sidebar list (iPad), wherever the split view is.
            if review == nil, ownerName == "NavigationSplitView", isFirstClosure(open, of: owner) {
                review = ReviewReason(
                    .blur,
                    "the sidebar column of a NavigationSplitView (line \(file.location(owner).line)) is drawn on the "
                        + "sidebar's translucent material (macOS) or as a sidebar list (iPad)")
            }
            if review == nil, file.nesting.isPunctuation(open, "{") || ownerName == "Table", file.isMacOS(index) {
                review = SwiftUIMacOSChrome.review(owner: ownerName, line: file.location(owner).line)
            }
            if file.nesting.isPunctuation(open, "{"), Self.listViews.contains(ownerName), !isAppView(owner) {
                // A list that is itself a row of an enclosing list: a `.listRowBackground` on the section around it.
                if supplementary == nil, rowCleared == nil, let outer = enclosingRowBackground(outside: ownerChain),
                    let found = layer(
                        outer.modifier,
                        "row background set on the enclosing \(file.tokens[outer.view].text) (line \(file.tokens[outer.view].line))"
                    )
                {
                    return at(found, owner)
                }
                switch listLayer(
                    ownerChain, owner: owner, supplementary: supplementary, rowCleared: rowCleared, index: index,
                    font: font, review: review, depth: depth, layer: layer)
                {
                case .found(let found): return at(found, owner)
                case .goOn(let why): if review == nil { review = why }
                }
                head = ownerChain.head
                continue
            }
            // Content passed to a container view of the app (`SettingsForm { … }`) sits where the container puts it.
            if file.nesting.isPunctuation(open, "{"),
                let inside = containerLayer(
                    named: ownerName, depth: depth, supplementary: supplementary, font: font, review: review,
                    label: open >= 2 && file.nesting.isPunctuation(open - 1, ":") ? file.tokens[open - 2].text : nil)
            {
                switch inside {
                case .failure(let p): return .failure(p)
                case .success(let found) where !found.reachedTop: return at(.success(found), owner)
                case .success(let found):
                    if review == nil { review = found.review }
                    if let placed = found.supplementary { supplementary = placed }
                }
            }
            if font == nil {
                font = ownerChain.first(["font"]).flatMap { $0.arguments.flatMap { file.nesting.argument($0) } }
            }
            if file.nesting.isPunctuation(open, "{"), ownerName == "ZStack" {
                let under = zStackLayers(open, above: head, facts: SwiftConditionFacts(around: index, in: file))
                if review == nil { review = under.review }
                if let backdrop = under.backdrop {
                    return backdrop.map {
                        Found(
                            color: $0, evidence: "ZStack backdrop", font: font, review: review, layerAt: owner,
                            branches: under.branches)
                    }
                }
            }
            if ownerName == "Button", let found = fill(of: ownerChain) { return at(found, owner) }
            // Content of `.overlay(…)` on a filled shape (`Circle().fill(X).overlay(Text(…))`) is drawn on the fill.
            if ownerName == "overlay", let fill = shapeFill(ownerChain, before: owner),
                let found = layer(
                    fill,
                    "the fill of the \(file.tokens[ownerChain.head].text) it is overlaid on (line \(file.tokens[fill.nameIndex].line))"
                )
            {
                return at(found, owner)
            }
            // Inside `.background(…)` itself the view is the background: the owner's own background does not apply.
            if !Self.backgroundModifiers.contains(ownerName),
                let b = ownerChain.modifiers.first(where: {
                    Self.backgroundModifiers.contains($0.name)
                        && (supplementary == nil || $0.name != "listRowBackground")
                }),
                let found = layer(b, "enclosing view's background")
            {
                return found
            }
            head = ownerChain.head
        }
        if stopAtType {
            return .success(
                Found(
                    color: SwiftViewDefaults.system("systemBackground", at: file.location(index)), evidence: "",
                    font: font, review: review, reachedTop: true))
        }
        // A view built in a helper member (`var statusSection: some View`) sits where the helper is used; one built
        // in a function of a view extension (`.captionStyle()`), where the function is called.
        if let viaHelper = helperBackground(
            at: index, depth: depth, helperDepth: helperDepth, supplementary: supplementary)
            ?? modifierCallBackground(at: index, depth: depth, helperDepth: helperDepth, supplementary: supplementary)
        {
            return viaHelper.map { found in
                var found = found
                found.font = font ?? found.font
                if found.review == nil { found.review = review }
                return found
            }
        }
        if review == nil, helperDepth == 0 { review = unusedPrivateModifier(at: index) }
        // A view embedded in other views sits on what they draw: the search goes on where it is embedded.
        if let embedded = embeddingBackground(at: index, depth: depth, supplementary: supplementary) {
            return embedded.map { found in
                var found = found
                found.font = font
                if found.review == nil { found.review = review }
                return found
            }
        }
        if review == nil { review = unembedded(at: index, depth: depth) }
        // A widget has no scene: its container background (or, on the lock screen, the wallpaper) is under it.
        if file.isWidget, review == nil {
            review = ReviewReason(
                .hostUnknown,
                "a widget view (WidgetKit): iOS draws it on the widget's container background, or over the wallpaper in the lock-screen accessory families"
            )
        }
        // macOS-only code sits on the window (AppKit's windowBackgroundColor; a macOS Form or List row has no fill).
        if file.isMacOS(index) {
            let window = SwiftViewDefaults.system("windowBackground", platform: "osx", at: file.location(index))
            guard case .inline(let color) = window, !color.variants.isEmpty else {
                return .failure(
                    .init(
                        "macOS code: its window background (windowBackgroundColor) has no value in Legible's AppKit table"
                    ))
            }
            return .success(Found(color: window, evidence: "macOS window default", font: font, review: review))
        }
        return .success(
            Found(
                color: SwiftViewDefaults.system("systemBackground", at: file.location(index)),
                evidence: "scene default",
                font: font, review: review))
    }

    /// The background where this view's type is embedded in other views (`SwiftViewHosts`): the one they agree on,
    /// with where; a pair that needs review when they differ; unknown (a warning) when one place's background cannot
    /// be known; nil when the type is embedded nowhere read (a root view: the scene default applies) or every place
    /// is itself on the scene default.
    func embeddingBackground(at index: Int, depth: Int, supplementary: String? = nil) -> Result<
        Found, SwiftViewProblem
    >? {
        guard let hosts, depth < 3, let type = file.enclosingType(index)?.name.last, let uses = hosts.uses[type],
            !uses.isEmpty
        else { return nil }
        var found: [(Found, String)] = []
        // A place built only for platforms this code is not (a macOS root embedding iOS-only code) does not show it.
        let platforms = file.platforms(at: index)
        // A place that passes a literal flag the view is not drawn under (`includeArrow: false`) does not show it.
        let flags = drawnOnlyWhen(index)
        let shown = uses.filter {
            !hosts.files[$0.file].platforms(at: $0.index).isDisjoint(with: platforms)
                && (flags.isEmpty
                    || !SwiftUIColorUses(file: hosts.files[$0.file], hosts: hosts).passesLiteralAgainst(
                        flags, at: $0.index))
        }
        // Bounded: at most 8 places where the view is written, then 4 per level, 3 levels deep.
        let followed = depth == 0 ? 8 : 4
        for use in shown.prefix(followed) {
            let hostFile = hosts.files[use.file]
            // Code read for one platform (`on(_:)`) is embedded where that platform's build shows it.
            let host = SwiftUIColorUses(file: file.platformOverride.map { hostFile.on($0) } ?? hostFile, hosts: hosts)
            let place = "\((host.file.path as NSString).lastPathComponent):\(host.file.tokens[use.index].line)"
            // A view handed to the app's own code is drawn where that code puts it later: not followed.
            if let callee = host.handedToAppCode(at: use.index) {
                let why = ReviewReason(
                    .hostUnknown,
                    "\(type) is built at \(place) and handed to the app's \(callee)(…), which decides where it is "
                        + "drawn: what is under it there is not followed")
                let scene = SwiftViewDefaults.system("systemBackground", at: host.file.location(use.index))
                found.append((Found(color: scene, evidence: "scene default", font: nil, review: why), place))
                continue
            }
            // A hosting view code adds to a material draws the view on it (`SwiftUIHostingMaterials`).
            let material = hosts.hostingMaterials?.review(path: host.file.path, index: use.index)
            // A sheet's or popover's content sits on the presentation (`SwiftUIPresentations`).
            switch host.background(
                of: SwiftModifierChain(around: use.index, in: host.file.nesting, aliases: hosts.modifierAliases),
                from: use.index, depth: depth + 1,
                supplementary: supplementary)
            {
            case .success(var f):
                if let material { f.review = material }
                found.append((f, place))
            case .failure(let p):
                return .failure(
                    .init("\(type) is embedded at \(place), where the background is not known (\(p.message))"))
            }
        }
        // Every place on the scene default, with nothing for review there: the view's own scene default applies.
        let onScene = found.filter { $0.0.evidence == "scene default" && $0.0.review == nil }
        if onScene.count == found.count { return nil }
        let colors = Set(found.map { $0.0.color.identity })
        guard colors.count == 1, let first = found.first else {
            let review = ReviewReason(
                .hostUnknown,
                "\(type) is embedded in \(found.count) places with \(colors.count) different backgrounds (\(found.map(\.1).joined(separator: ", ")))"
            )
            return .success(Found(color: found[0].0.color, evidence: found[0].0.evidence, font: nil, review: review))
        }
        var result = first.0
        // One place that needs review makes the pair need review, whichever place is listed first.
        if result.review == nil { result.review = found.lazy.compactMap(\.0.review).first }
        // A view that the places followed put on something other than the scene, also embedded in places not
        // followed (a reusable section header in many lists): what is under it there is not known.
        if result.review == nil, shown.count > followed {
            result.review = ReviewReason(
                .hostUnknown,
                "\(type) is embedded in \(shown.count) places; the \(followed) followed agree "
                    + "(\(found.map(\.1).joined(separator: ", "))), what is under it in the others is not followed")
        }
        result.evidence =
            "\(result.evidence) of the view that embeds \(type) (\(found.map(\.1).joined(separator: ", ")))"
        return .success(result)
    }

    /// Whether the name at `owner` is a view type the app declares, not SwiftUI's: an app's own `Form` wrapper
    /// shadows SwiftUI's `Form` wherever it is written unqualified (`SwiftUI.Form` is the system one).
    func isAppView(_ owner: Int) -> Bool {
        guard hosts?.declarations[file.tokens[owner].text] != nil else { return false }
        return !(owner >= 2 && file.nesting.isPunctuation(owner - 1, ".") && file.tokens[owner - 2].text == "SwiftUI")
    }

    /// Directly inside a `Settings { … }` scene's closure in this file.
    func inSettingsScene(_ index: Int) -> Bool {
        guard let open = file.nesting.enclosing[index], let owner = ownerName(of: open) else { return false }
        return file.tokens[owner].text == "Settings"
    }

    /// A view type that no scene, view or controller in the code read shows (`WindowGroup { X() }`, `X()` in another
    /// body, `UIHostingController(rootView: X())`): whether it is drawn on a window, at the elevated level of a sheet
    /// or in a popover is not known, so a pair on a default needs review. Widgets have their own rule; the search
    /// from a host (`depth > 0`) has its own answer.
    func unembedded(at index: Int, depth: Int) -> ReviewReason? {
        guard depth == 0, !file.isWidget, let hosts, let body = file.enclosingType(index), let type = body.name.last,
            SwiftViewHosts.isView(file, body: body.open), hosts.uses[type]?.isEmpty ?? true
        else { return nil }
        return ReviewReason(
            .hostUnknown,
            "\(type) is shown by no scene, view or controller in the code read: "
                + "whether it is on a window, a sheet (elevated in dark) or a popover is not known")
    }

    /// `sheet`, `popover` or `fullScreenCover` when token `index` is inside the content of such a modifier in this
    /// file: the innermost one (a screen pushed inside a sheet is in that sheet).
    func presentation(around index: Int) -> String? {
        var o = file.nesting.enclosing[index]
        while let open = o, file.typeBodies[open] == nil {
            if let owner = ownerName(of: open), let kind = presentationKind(open: open, owner: owner, inner: index),
                kind != "push"
            {
                return kind
            }
            o = file.nesting.enclosing[open]
        }
        return nil
    }

    /// The kind of picture a background modifier draws (material, gradient, image), if it is one.
    func obstruction(_ modifier: SwiftModifierChain.Modifier) -> ReviewReason.Kind? {
        if modifier.name == SwiftUILiquidGlass.modifier { return .blur }
        guard
            let expression = modifier.arguments.flatMap({ file.nesting.argument($0) })
                ?? modifier.closure.flatMap({ firstExpression(in: $0) })
        else { return nil }
        return SwiftUIObstructions.kind(of: expression)
    }

    /// The modifier's argument as written, shortened.
    func written(_ modifier: SwiftModifierChain.Modifier) -> String {
        let expression =
            modifier.arguments.flatMap { file.nesting.argument($0) }
            ?? modifier.closure.flatMap { firstExpression(in: $0) }
        let text = expression?.written ?? "…"
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    /// nil for a clear background (what is behind shows through, the search goes on outward).
    func drawn(_ result: Result<ObservedColor, SwiftViewProblem>) -> Result<ObservedColor, SwiftViewProblem>? {
        if case .success(.inline(let c)) = result, SwiftViewDefaults.isClear(c) { return nil }
        // A color the app's code names (`private var rowBackground: Color { isPressing ? … : .clear }`) that is clear
        // in every value read paints nothing either: what is under it shows.
        if case .success(.named(let name)) = result, let c = file.palette.colors[name], SwiftViewDefaults.isClear(c) {
            return nil
        }
        return result
    }

    /// The name owning a bracket: `VStack` for `VStack(spacing: 4) {`, `overlay` for `.overlay(`.
    func ownerName(of open: Int) -> Int? {
        var k = open - 1
        // A labelled trailing closure after the first (`Button { … } label: { … }`) belongs to the same call.
        if file.nesting.isPunctuation(open, "{"), k >= 2, file.nesting.isPunctuation(k, ":"),
            file.tokens[k - 1].kind == .identifier, file.nesting.isPunctuation(k - 2, "}"),
            let first = file.nesting.partner[k - 2]
        {
            return ownerName(of: first)
        }
        if file.nesting.isPunctuation(open, "{"), file.nesting.isPunctuation(k, ")"), let o = file.nesting.partner[k] {
            k = o - 1
        }
        guard k >= 0, file.tokens[k].kind == .identifier else { return nil }
        return k
    }

    /// The color of a `.background(…)` modifier.
    func backgroundColor(_ modifier: SwiftModifierChain.Modifier) -> Result<ObservedColor, SwiftViewProblem> {
        guard let expression = backgroundExpression(modifier) else {
            return .failure(.init("its background (\(modifier.name)) has no color"))
        }
        return colorOfView(expression, at: modifier.nameIndex).mapError { .init("background not known: \($0.message)") }
    }

    /// The `.fill(X)` (or foreground color) a shape's chain gives it before the modifier at `index`: what the shape
    /// paints under an overlay written after it. nil when the chain's head is not a shape.
    func shapeFill(_ chain: SwiftModifierChain, before index: Int) -> SwiftModifierChain.Modifier? {
        guard Self.graphicViews.contains(file.tokens[chain.head].text) else { return nil }
        return chain.modifiers.last {
            $0.nameIndex < index && $0.arguments != nil
                && ["fill", "foregroundColor", "foregroundStyle"].contains($0.name)
        }
    }

    /// The view a background modifier draws: its argument, or the first expression of its closure.
    func backgroundExpression(_ modifier: SwiftModifierChain.Modifier) -> SwiftExpression? {
        let written =
            modifier.arguments.flatMap { file.nesting.argument($0) }
            ?? modifier.closure.flatMap { firstExpression(in: $0) }
        return written.map { UIKitColorPropertyAliases.qualified($0, as: modifier.valueType) }
    }

    /// The SwiftUI modifier called at name token `i`: its own name, or the one an app's alias stands for
    /// (`SwiftUIModifierAliases`).
    func modifierName(at i: Int) -> String {
        hosts?.modifierAliases.alias(at: i, in: file.nesting)?.modifier ?? file.tokens[i].text
    }

    /// The color argument of the modifier called at name token `i`, read as an app alias's value type
    /// (`.textPrimary` → `ThemeValue.textPrimary`).
    func colorArgument(at i: Int) -> SwiftExpression? {
        guard let written = file.nesting.argument(i + 1) else { return nil }
        let alias = hosts?.modifierAliases.alias(at: i, in: file.nesting)
        return UIKitColorPropertyAliases.qualified(written, as: alias?.valueType)
    }

    /// The color a view expression paints: a color, a shape's `.fill(X)`, `X.ignoresSafeArea()`.
    func colorOfView(_ expression: SwiftExpression, at index: Int) -> Result<ObservedColor, SwiftViewProblem> {
        file.color(paintedColor(expression), at: index, colorType: "Color")
    }

    /// The color expression of a view expression: `X` of `Circle().fill(X)`, `X.ignoresSafeArea()`, `X.frame(…)`.
    func paintedColor(_ expression: SwiftExpression) -> SwiftExpression {
        var e = expression
        while case .call(.member(let base, let written, _), let arguments, _, _) = e {
            // `Capsule().foregroundColor(themeColor: .toastBackground)`: an app alias, its value read as its type.
            let alias = arguments.first.flatMap {
                hosts?.modifierAliases.alias(named: written, label: $0.label ?? "_")
            }
            let name = alias?.modifier ?? written
            if name == "fill" || name == "foregroundColor" || name == "foregroundStyle", let first = arguments.first {
                // A text or symbol colored so paints its glyphs, not its frame.
                if let head = Self.chainHead(base), Self.glyphViews.contains(head) { return expression }
                return UIKitColorPropertyAliases.qualified(first.value, as: alias?.valueType)
            }
            guard
                Self.fillKeepingModifiers.contains(name)
            else { break }
            e = base
        }
        return e
    }

    /// Modifiers on a color or filled shape that keep its color and where it is: sizes, clips, safe-area and
    /// aspect settings, a shadow outside it, accessibility and identity.
    static let fillKeepingModifiers: Set<String> = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "padding", "clipShape", "cornerRadius", "aspectRatio",
        "scaledToFill", "scaledToFit", "shadow", "contentShape", "clipped", "id", "transition", "animation",
        "accessibilityHidden", "allowsHitTesting",
    ]

    /// Views whose foreground color draws glyphs (text, symbols), not a fill of their frame.
    static let glyphViews: Set<String> = [
        "Text", "Image", "Label", "Button", "Link", "Toggle", "TextField", "SecureField", "ProgressView",
    ]

    /// The name a modifier chain starts at: `Text` of `Text("a").bold().foregroundColor(x)`.
    static func chainHead(_ expression: SwiftExpression) -> String? {
        var e = expression
        while true {
            switch e {
            case .call(let base, _, _, _): e = base
            case .member(let base, _, _): e = base
            case .name(let name, _): return name
            default: return nil
            }
        }
    }

    func firstExpression(in open: Int) -> SwiftExpression? {
        guard let close = file.nesting.partner[open], close > open + 1 else { return nil }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: (open + 1)..<close)
        return parser.parseExpression()
    }

    /// The view's type and the chain's head (`Text`) with its literal text.
    func site(_ chain: SwiftModifierChain, key: String, at index: Int) -> UsageSite {
        let type = file.enclosingType(index)?.name.joined(separator: ".")
        let headToken = file.tokens[chain.head]
        var text: String?
        if headToken.is("Text") || headToken.is("Label") || headToken.is("Button"),
            file.nesting.isPunctuation(chain.head + 1, "("),
            chain.head + 2 < file.tokens.count, file.tokens[chain.head + 2].kind == .string
        {
            text = file.tokens[chain.head + 2].text
            // `Text("" + name)`: the empty literal is not the whole text.
            if text == "", !file.nesting.isPunctuation(chain.head + 3, ")") { text = nil }
        }
        return UsageSite(
            location: file.location(index, keyPath: key), elementID: type,
            elementClass: headToken.kind == .identifier ? headToken.text : nil, text: text)
    }
}

extension SwiftUIColorUses {
    /// Whether the brace at `open` is the first closure given to the call named at `owner`: its first trailing closure
    /// (`Split { … }`, `Split(x) { … }`) or its argument labelled `sidebar:`.
    func isFirstClosure(_ open: Int, of owner: Int) -> Bool {
        guard file.nesting.isPunctuation(open, "{"), open > owner else { return false }
        if open == owner + 1 { return true }
        if file.nesting.isPunctuation(owner + 1, "("), let close = file.nesting.partner[owner + 1] {
            if open == close + 1 { return true }
            if open < close, open >= 2, file.tokens[open - 2].text == "sidebar",
                file.nesting.isPunctuation(open - 1, ":")
            {
                return true
            }
        }
        return false
    }
}
