import LegiblePalette

/// UIKit appearance proxies (`AppearanceProxy`) on the elements of iOS storyboards and xibs. Apple, "UIAppearance":
/// a proxy's values are applied to every instance of the class and of its subclasses when the view enters a window,
/// over what Interface Builder set; a value code sets on the instance itself is kept. So:
/// - a text element's color (`textColor`, a button's normal `titleColor`, a navigation bar's
///   `titleTextAttributes[.foregroundColor]`) is the proxy's, unless the element's outlet or own class sets it in code
///   (`CodeRecolor` then applies that);
/// - the nearest view between the text and its layer whose class has a `backgroundColor` proxy is the layer (a cell's
///   default background becomes `UITableViewCell.appearance().backgroundColor`);
/// - a property the app declares to theme its views (`themeColor`, whose setter writes `textColor`:
///   `UIKitColorPropertyAliases`) sets the property it stands for.
///
/// `appearance(whenContainedInInstancesOf: [A.self, B.self])` applies inside an A that is inside a B: checked against
/// the element's ancestors in its document; a container the document does not show (a controller the scene may be
/// embedded in, anything around a xib's views) leaves the pair for review when the proxy would change it, except a
/// system controller whose views are its own (`UIAlertController`: `UIKitClassLineage.privateHierarchyControllers`),
/// which holds no document's view. Of several
/// proxies, the one of the nearest class wins, a contained one over a plain one; several of the same rank that differ
/// make the pair need review (`CodeRecolor.recolor`).
///
/// A navigation bar's title is drawn on the bar, whose color a proxy's `barTintColor`, `backgroundColor` or bar
/// appearance sets; from iOS 15 a bar at the scroll edge of its content draws its `scrollEdgeAppearance`, transparent
/// unless code sets one (Apple, "UINavigationBar.scrollEdgeAppearance"): the layer under the title changes with the OS
/// and the scroll position, so the pair needs review naming the line.
enum AppearanceProxyRecolor {
    /// What a proxy sets, keyed as a document's pair keys it: `textColor`, `titleColor`, `titleTextAttributes`,
    /// `backgroundColor`, or a bar property in `barLayers`.
    struct Keyed {
        var proxy: AppearanceProxy
        var key: String
    }

    /// A navigation bar's properties that decide what is drawn under its title.
    static let barLayers: Set<String> = [
        "barTintColor", "backgroundColor", "standardAppearance", "scrollEdgeAppearance", "compactAppearance",
        "barStyle", "isTranslucent", "translucent",
    ]

    static func apply(
        _ code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?, to scan: inout UsageScan
    ) {
        let keyed = code.appearanceProxies.compactMap { proxy -> Keyed? in
            let key = code.propertyAliases.alias(proxy.property).map {
                $0.key == "setTitleColor" ? "titleColor" : $0.key
            }
            return Keyed(proxy: proxy, key: key ?? proxy.property)
        }
        guard !keyed.isEmpty else { return }
        var outlets: [String: OutletBinding] = [:]
        for outlet in scan.outlets { outlets[outlet.path + "\u{0}" + outlet.elementID] = outlet }
        let context = Context(
            code: code, palette: palette, swift: swift, proxies: keyed, outlets: outlets, all: scan.outlets)
        for index in scan.pairs.indices where !scan.pairs[index].crossed.isEmpty && !scan.pairs[index].inAppKitDocument
        {
            context.recolorText(&scan.pairs[index])
            context.reviewBarTitle(&scan.pairs[index])
            context.recolorBackground(&scan.pairs[index])
        }
    }

    struct Context {
        var code: CodeColorAssignments
        var palette: Palette
        var swift: CodeSwiftColors?
        var proxies: [Keyed]
        var outlets: [String: OutletBinding]
        var all: [OutletBinding]

        /// The text element's color: `textColor`, a button's normal `titleColor`, a bar's title attributes.
        func recolorText(_ pair: inout ObservedPair) {
            guard pair.role != .nonText, pair.site.condition != IBPlaceholder.emptyCondition else { return }
            let key: String
            switch pair.site.location.keyPath ?? "" {
            case "textColor": key = "textColor"
            case "titleColor", "titleColor[normal]": key = "titleColor"
            case "textColor[titleTextAttributes]": key = "titleTextAttributes"
            default: return
            }
            let (tag, custom) = Self.tagAndClass(pair.site.elementClass)
            let element = ObservedPair.CrossedView(id: pair.site.elementID ?? "", customClass: custom, tag: tag)
            // Code that sets the property on the instance keeps its value (`CodeRecolor` applies it).
            let codeKey = key == "titleTextAttributes" ? "textColor" : key
            if setsInCode(codeKey, on: element, of: pair) { return }
            apply(key, to: element, ancestors: pair.ancestors, &pair) { $0.foreground = $1 }
        }

        /// The layer under the text: the nearest crossed view a `backgroundColor` proxy reaches, unless code sets that
        /// view's background itself. The views after it are no longer crossed: it is the layer now.
        func recolorBackground(_ pair: inout ObservedPair) {
            for (k, view) in pair.crossed.enumerated() {
                if setsInCode("backgroundColor", on: view, of: pair) { return }
                let ancestors = Self.ancestors(of: view, in: pair)
                guard let chosen = choose("backgroundColor", for: view, ancestors: ancestors, &pair) else { continue }
                if case .inline(let color)? = resolve(chosen[0]), SwiftViewDefaults.isClear(color) {
                    // A clear proxy draws nothing: what is below shows through, unless this was the layer.
                    guard k == pair.crossed.count - 1 else { continue }
                    if pair.review == nil {
                        pair.review = ReviewReason(
                            .setInCode,
                            "\(describe(chosen[0].proxy)) makes this \(view.tag ?? "view") clear: what shows through is "
                                + "not in the document")
                    }
                    return
                }
                let before = pair.background
                // A proxy color Legible cannot read leaves the layer unknown for view code over the element too.
                var probe = pair
                probe.review = nil
                recolor(&probe, chosen) { pair, color in pair.background = color }
                if probe.background == before, let unread = probe.review { pair.layerUnread = unread }
                recolor(&pair, chosen) { pair, color in
                    pair.background = color
                    pair.over = nil
                    pair.xibCellNib = nil
                }
                if pair.background != before {
                    pair.crossed = Array(pair.crossed.prefix(k + 1))
                    if pair.review?.kind == .hostUnknown,
                        pair.nibRoot != nil || pair.evidence.contains("assumed: the platform's base background")
                    {
                        pair.review = nil
                    }
                }
                return
            }
        }

        /// A navigation bar's title over a bar whose color a proxy sets: the layer changes with the OS.
        func reviewBarTitle(_ pair: inout ObservedPair) {
            guard pair.review == nil, pair.role != .nonText,
                pair.site.location.keyPath == "textColor[titleTextAttributes]"
            else { return }
            let (tag, custom) = Self.tagAndClass(pair.site.elementClass)
            let lineage = self.lineage(tag: tag, customClass: custom)
            guard lineage.contains("UINavigationBar"),
                let bar = proxies.first(where: {
                    AppearanceProxyRecolor.barLayers.contains($0.key) && lineage.contains($0.proxy.viewClass)
                        && containment($0.proxy, ancestors: pair.ancestors, path: pair.site.location.path) != .doesNot
                })
            else { return }
            pair.review = ReviewReason(
                .setInCode,
                "\(describe(bar.proxy)) sets the bar under the title (\(bar.proxy.property) = \(bar.proxy.value)), "
                    + "drawn translucent unless code turns that off; from iOS 15 a bar at the scroll edge of its content "
                    + "draws its scrollEdgeAppearance, transparent over the content unless code sets one: what is under "
                    + "the title changes with the OS and the scroll position")
        }

        /// Applies the proxies of `key` that reach `view` through `set`.
        private func apply(
            _ key: String, to view: ObservedPair.CrossedView, ancestors: [ObservedPair.CrossedView],
            _ pair: inout ObservedPair, set: (inout ObservedPair, ObservedColor) -> Void
        ) {
            guard let chosen = choose(key, for: view, ancestors: ancestors, &pair) else { return }
            recolor(&pair, chosen, set: set)
        }

        private func recolor(
            _ pair: inout ObservedPair, _ chosen: [Keyed], set: (inout ObservedPair, ObservedColor) -> Void
        ) {
            let assignments = chosen.map { k -> CodeColorAssignments.Assignment in
                var a = CodeColorAssignments.Assignment(key: k.key, value: k.proxy.value, location: k.proxy.location)
                a.condition = k.proxy.condition
                a.assigner = k.proxy.owner
                return a
            }
            let first = chosen[0]
            let via = first.key == first.proxy.property ? "" : " (its \(first.key))"
            CodeRecolor.recolor(
                &pair, assignments, what: "\(describe(first.proxy)) sets \(first.proxy.property)\(via)",
                inType: first.proxy.owner, code: code, palette: palette, swift: swift, set: set)
        }

        /// The proxies of `key` that decide `view`'s value, of the best rank (nearest class, then contained over
        /// plain); nil when none applies. A proxy of a better rank that may apply, and would change the color, makes
        /// the pair need review.
        private func choose(
            _ key: String, for view: ObservedPair.CrossedView, ancestors: [ObservedPair.CrossedView],
            _ pair: inout ObservedPair
        ) -> [Keyed]? {
            let lineage = self.lineage(tag: view.tag, customClass: view.customClass)
            var ranked: [(rank: Int, keyed: Keyed, containment: Containment)] = []
            for p in proxies where p.key == key {
                guard let depth = lineage.firstIndex(of: p.proxy.viewClass) else { continue }
                let containment = containment(p.proxy, ancestors: ancestors, path: pair.site.location.path)
                if containment == .doesNot { continue }
                ranked.append((depth * 2 + (p.proxy.containers.isEmpty ? 1 : 0), p, containment))
            }
            guard let best = ranked.filter({ $0.containment == .applies }).map(\.rank).min() else {
                if let maybe = ranked.min(by: { $0.rank < $1.rank }), pair.review == nil {
                    pair.review = mayApply(maybe.keyed, maybe.containment)
                }
                return nil
            }
            if let maybe = ranked.filter({ $0.containment != .applies && $0.rank <= best }).min(by: {
                $0.rank < $1.rank
            }),
                pair.review == nil
            {
                pair.review = mayApply(maybe.keyed, maybe.containment)
            }
            return ranked.filter { $0.rank == best && $0.containment == .applies }.map(\.keyed)
        }

        private func mayApply(_ keyed: Keyed, _ containment: Containment) -> ReviewReason {
            guard case .unknown(let container) = containment else {
                return ReviewReason(.setInCode, "\(describe(keyed.proxy)) may set \(keyed.key)")
            }
            return ReviewReason(
                .setInCode,
                "\(describe(keyed.proxy)) sets \(keyed.proxy.property) = \(keyed.proxy.value) inside \(container), "
                    + "and whether this element is shown inside one is not in the document")
        }

        enum Containment: Equatable {
            case applies
            case doesNot
            /// A container the document does not show: the scene may be embedded in it (a controller), or a xib's
            /// views added to one.
            case unknown(String)
        }

        /// Whether the proxy's containers (innermost first) are around the view, in order. The document shows the views
        /// around an element; what is outside it (`Containment.unknown`) is not known.
        func containment(_ proxy: AppearanceProxy, ancestors: [ObservedPair.CrossedView], path: String) -> Containment {
            var from = 0
            for container in proxy.containers {
                if container.hasPrefix(AppearanceProxy.unread) {
                    return .unknown("the containers of \(container.dropFirst()), which Legible does not read")
                }
                if let k = ancestors[from...].firstIndex(where: {
                    lineage(tag: $0.tag, customClass: $0.customClass).contains(container)
                }) {
                    from = k + 1
                    continue
                }
                // A controller may embed the scene or the document's view; a xib's cell is put in a table or
                // collection the document does not show. Any other view around the element is in the document.
                let cellXib =
                    path.hasSuffix(".xib")
                    && ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(
                        ancestors.last(where: {
                            !UIKitClassLineage.isController(lineage(tag: $0.tag, customClass: nil))
                        })?.tag
                            ?? "")
                // A system controller whose views are its own holds no document's view, a cell xib's included.
                if UIKitClassLineage.privateHierarchyControllers.contains(container) { return .doesNot }
                let outside = cellXib || UIKitClassLineage.isController(lineage(of: container))
                return outside ? .unknown(container) : .doesNot
            }
            return .applies
        }

        /// Whether the element's outlet or its own class sets `key` on it in code.
        private func setsInCode(_ key: String, on view: ObservedPair.CrossedView, of pair: ObservedPair) -> Bool {
            let path = pair.site.location.path
            var setters: [OutletBinding] = []
            if let outlet = outlets[path + "\u{0}" + view.id] { setters.append(outlet) }
            if let custom = view.customClass {
                setters.append(OutletBinding(path: path, elementID: view.id, ownerClass: custom, property: "self"))
            }
            return setters.contains { !CodeRecolor.assignments(code, $0, key: key, outlets: all).isEmpty }
        }

        /// The color a proxy's value reads as, if Legible reads it.
        private func resolve(_ keyed: Keyed) -> ObservedColor? {
            let mac = code.macFiles[keyed.proxy.location.path] == true
            if let plain = CodeColorValue.resolve(keyed.proxy.value, palette: palette, at: keyed.proxy.location) {
                return plain
            }
            return try? swift?.resolve(keyed.proxy.value, at: keyed.proxy.location, inType: keyed.proxy.owner, mac: mac)
                .get()
        }

        private func lineage(tag: String?, customClass: String?) -> [String] {
            UIKitClassLineage.lineage(tag: tag, customClass: customClass, appLineage: code.appLineage(of:))
        }

        private func lineage(of name: String) -> [String] {
            UIKitClassLineage.superclass[name] != nil
                ? UIKitClassLineage.lineage(ofUIKit: name) : code.appLineage(of: name)
        }

        /// `UILabel.appearance() (AppDelegate.swift:92)`.
        private func describe(_ proxy: AppearanceProxy) -> String {
            "\(proxy.proxy) (\(CodeRecolor.place(proxy.location)))"
        }

        /// (`label`, `ThemedLabel`) of a site's `label (ThemedLabel)`.
        static func tagAndClass(_ elementClass: String?) -> (String?, String?) {
            guard let elementClass else { return (nil, nil) }
            let parts = elementClass.split(separator: " ", maxSplits: 1)
            let custom = parts.count > 1 ? String(parts[1].dropFirst().dropLast()) : nil
            return (parts.first.map(String.init), custom)
        }

        /// The view's ancestors in the document: the pair's own, from the view out.
        static func ancestors(of view: ObservedPair.CrossedView, in pair: ObservedPair) -> [ObservedPair.CrossedView] {
            if view.id == pair.site.elementID { return pair.ancestors }
            guard let k = pair.ancestors.firstIndex(where: { $0.id == view.id }) else { return pair.ancestors }
            return Array(pair.ancestors[(k + 1)...])
        }
    }
}
