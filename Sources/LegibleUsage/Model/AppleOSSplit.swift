import LegibleCore
import LegiblePalette

/// Splits an observed pair whose Apple system colors differ across the OS releases the app supports into one pair
/// per range of releases, each with the colors of that range and `condition` naming it ("iOS 15–18", "iOS 26"). A pair
/// whose colors are the same throughout stays one pair, with no condition.
///
/// The releases come from the app's deployment target (`AppleDeploymentTarget`), the values from `AppleSystemColors`
/// (`Fixtures/reference/apple-system-colors.json`): iOS 15 changed teal, iOS 26 the standard colors and `separator`,
/// macOS 11 `gridColor` and `tertiaryLabelColor`, macOS 26 the standard colors. A palette color that is a system
/// color under the app's own name (an asset catalog color referencing `systemOrangeColor`, `static let loopAccent =
/// Color("accent")`) is split the same way, keeping its name.
enum AppleOSSplit {
    /// `target` is the repository's; a pair whose file the Xcode projects' targets build takes those targets'
    /// deployment target instead (`AppleTargets.deploymentTarget`). `palette` resolves palette names.
    static func apply(_ target: AppleDeploymentTarget, palette: Palette = Palette(), to scan: inout UsageScan) {
        let systemNamed = systemPaletteColors(palette)
        var pairs: [ObservedPair] = []
        pairs.reserveCapacity(scan.pairs.count)
        var perFile: [String: AppleDeploymentTarget] = [:]
        for pair in scan.pairs {
            let path = pair.site.location.path
            let own =
                perFile[path] ?? scan.appleTargets.deploymentTarget(of: path, fallback: target)
            perFile[path] = own
            pairs += split(pair, own, named: systemNamed)
        }
        scan.pairs = pairs
    }

    /// The pair as one pair per range of releases where its system colors differ; itself when they do not.
    static func split(
        _ pair: ObservedPair, _ target: AppleDeploymentTarget, named: [String: NamedColor] = [:]
    ) -> [ObservedPair] {
        let colors = ([pair.foreground, pair.background] + [pair.over].compactMap { $0 }).map { color in
            guard case .named(let name) = color, let inline = named[name] else { return color }
            return ObservedColor.inline(inline)
        }
        guard let platform = colors.lazy.compactMap(platform).first else { return [pair] }
        let span = target.supported(on: platform)
        guard span.releases.count > 1 else { return [pair] }
        var groups: [(range: AppleOSRange, colors: [ObservedColor])] = []
        for release in span.releases {
            let rebuilt = colors.map { at($0, release, platform) }
            if let last = groups.last, same(last.colors, rebuilt) {
                groups[groups.count - 1].range.upper = release
            } else {
                groups.append((AppleOSRange(platform, release, release), rebuilt))
            }
        }
        guard groups.count > 1 else { return [pair] }
        return groups.compactMap { group in
            // A color that does not exist yet in these releases (systemMint before iOS 15): the pair is not shown there.
            guard group.colors.allSatisfy(exists) else { return nil }
            var split = pair
            split.foreground = group.colors[0]
            split.background = group.colors[1]
            if pair.over != nil { split.over = group.colors[2] }
            split.condition = [pair.condition, group.range.label].compactMap { $0 }.joined(separator: ", ")
            split.osRange = group.range
            return split
        }
    }

    /// The palette's colors holding an Apple system color in a variant, by name: what a `.named` pair color is when
    /// its releases differ.
    static func systemPaletteColors(_ palette: Palette) -> [String: NamedColor] {
        var result: [String: NamedColor] = [:]
        for color in palette.colors where result[color.name] == nil {
            if platform(.inline(color)) != nil { result[color.name] = color }
        }
        return result
    }

    /// Whether two releases show the same colors: every value known in both is equal, and light and dark are known in
    /// both or in neither. An Increase Contrast value one release lacks in the table is no difference (the table is
    /// incomplete there, not the system).
    static func same(_ a: [ObservedColor], _ b: [ObservedColor]) -> Bool {
        zip(a, b).allSatisfy { pair in
            guard case .inline(let x) = pair.0, case .inline(let y) = pair.1 else { return pair.0 == pair.1 }
            return Set(x.variants.map(\.appearance) + y.variants.map(\.appearance)).allSatisfy { appearance in
                let cx = x.variant(exactly: appearance)?.color, cy = y.variant(exactly: appearance)?.color
                if let cx, let cy { return cx == cy }
                return appearance.isHighContrast || (cx == nil) == (cy == nil)
            }
        }
    }

    /// The OS platform of the first Apple system color `color` holds, if any.
    static func platform(_ color: ObservedColor) -> AppleOSPlatform? {
        guard case .inline(let named) = color else { return nil }
        for variant in named.variants {
            if case .system(let ref, _) = variant.value, AppleSystemColors.isApple(ref),
                let platform = AppleSystemColors.lookup(ref)?.table.osPlatform
            {
                return platform
            }
        }
        return nil
    }

    /// `color` as release `release` shows it: each system variant resolved there (at the level it was resolved at:
    /// base or elevated), and the Increase Contrast variants the release has, unresolved where the table has none (so
    /// the audit warns rather than measures another release's value).
    static func at(_ color: ObservedColor, _ release: AppleOSVersion, _ platform: AppleOSPlatform) -> ObservedColor {
        guard case .inline(var named) = color else { return color }
        var system: (ref: SystemColorReference, elevated: Bool, source: SourceLocation)?
        var fade = 1.0
        // A color is elevated as a whole (`ApplePresentationLevel`): seen on any variant whose newest release has
        // both levels (the Increase Contrast slots of the newest release may be missing from the table).
        let elevated = named.variants.contains { variant in
            guard case .system(let ref, let resolved) = variant.value, let resolved,
                let elevatedValue = AppleSystemColors.resolve(ref, in: variant.appearance, elevated: true)
            else { return false }
            return resolved != AppleSystemColors.resolve(ref, in: variant.appearance) && resolved == elevatedValue
        }
        for i in named.variants.indices {
            guard case .system(let ref, _) = named.variants[i].value, AppleSystemColors.isApple(ref),
                AppleSystemColors.lookup(ref)?.table.osPlatform == platform
            else { continue }
            let appearance = named.variants[i].appearance
            // A faded system color (`Color("insulin").opacity(0.5)`) is faded alike in every release.
            if case .system(_, let resolved?) = named.variants[i].value,
                let newest = AppleSystemColors.resolve(ref, in: appearance, elevated: elevated), newest.alpha > 0
            {
                fade = resolved.alpha / newest.alpha
            }
            let value = AppleSystemColors.resolve(ref, in: appearance, os: release, elevated: elevated)
            named.variants[i].value = .system(ref, resolved: value.map { faded($0, fade) })
            system = system ?? (ref, elevated, named.variants[i].source)
        }
        if let system {
            for appearance in [Appearance.lightHighContrast, .darkHighContrast]
            where named.variant(exactly: appearance) == nil {
                let value = AppleSystemColors.resolve(
                    system.ref, in: appearance, os: release, elevated: system.elevated)
                named.variants.append(
                    ColorVariant(
                        appearance: appearance, value: .system(system.ref, resolved: value.map { faded($0, fade) }),
                        source: system.source))
            }
        }
        return .inline(named)
    }

    /// `color` with its alpha multiplied by `fade` (1: itself).
    static func faded(_ color: Color, _ fade: Double) -> Color {
        abs(fade - 1) < 0.001 ? color : color.withAlpha(min(1, color.alpha * fade))
    }

    /// Whether an inline system color has a value in light or dark (it exists in the release).
    static func exists(_ color: ObservedColor) -> Bool {
        guard case .inline(let named) = color else { return true }
        return named.variants.contains { !$0.appearance.isHighContrast && $0.color != nil }
    }
}
