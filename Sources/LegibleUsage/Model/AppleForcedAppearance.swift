import Foundation
import LegibleFiles
import LegiblePalette

/// An Apple app that shows one appearance only: `UIUserInterfaceStyle` = `Light` or `Dark` in its `Info.plist`
/// (iOS: "the app always adopts this style"; `Automatic` or absent follows the system), or
/// `NSRequiresAquaSystemAppearance` = YES (macOS: always the light Aqua appearance). Such an app never shows the other
/// appearance, so its pairs are checked in the one it shows.
///
/// Which Info.plist is an app's: the nearest one above a UI file, from the plist's folder, or the folder above it when
/// the plist sits in a `Resources` or `Supporting Files` folder (`App/Resources/Info.plist` covers `App/…`).
struct AppleForcedAppearance {
    var appearance: Appearance
    /// `UIUserInterfaceStyle = Dark in apps/ios/App/Info.plist`
    var source: String
    /// The folder whose files the plist covers, ending in `/`.
    var scope: String

    static let supportFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support"]

    /// The forced appearance a plist sets, if any (nil for a plist that cannot be read: it is not a UI file, and the
    /// pairs then stay checked in every appearance).
    static func read(_ path: String) -> AppleForcedAppearance? {
        // Read with SourceFile (bounded; FileManager.contents leaks under the fuzz build's LeakSanitizer).
        guard case .success(let bytes) = SourceFile.read(path),
            let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
        else { return nil }
        let appearance: Appearance
        let setting: String
        if let style = plist["UIUserInterfaceStyle"] as? String, style == "Dark" || style == "Light" {
            appearance = style == "Dark" ? .dark : .light
            setting = "UIUserInterfaceStyle = \(style)"
        } else if plist["NSRequiresAquaSystemAppearance"] as? Bool == true {
            appearance = .light
            setting = "NSRequiresAquaSystemAppearance = YES"
        } else {
            return nil
        }
        return AppleForcedAppearance(appearance: appearance, source: "\(setting) in \(path)", scope: scope(of: path))
    }

    /// The folder an Info.plist covers, ending in `/`: its own, or the one above a `Resources`/`Supporting Files`
    /// folder.
    static func scope(of plist: String) -> String {
        var folder = FilePath.parent(plist)
        if supportFolders.contains((folder as NSString).lastPathComponent) {
            folder = FilePath.parent(folder)
        }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The app-wide settings found in Swift code (`CodeColorAssignments.appearanceSettings`: `NSApp.appearance = …`,
    /// `window.overrideUserInterfaceStyle = …`). Each covers the app of the nearest Info.plist above its code file
    /// (`plists`), else the code file's folder. An app is forced only when every such setting in its scope forces the
    /// same appearance (`SwiftAppearanceSetting.forced`): a `switch` over the user's appearance setting, a value the
    /// code computes or a `#if SNAPSHOT` branch leaves it following the system and the user.
    static func fromCode(_ settings: [(path: String, setting: SwiftAppearanceSetting)], plists: [String])
        -> [AppleForcedAppearance]
    {
        let folders = plists.map(scope(of:))
        let scoped = settings.map { entry -> (scope: String, path: String, setting: SwiftAppearanceSetting) in
            let scope =
                folders.filter { entry.path.hasPrefix($0) }.max { $0.count < $1.count }
                ?? (FilePath.parent(entry.path) + "/")
            return (scope, entry.path, entry.setting)
        }
        return Dictionary(grouping: scoped, by: \.scope).sorted { $0.key < $1.key }.compactMap { scope, all in
            guard let first = all.first, let appearance = first.setting.forced,
                all.allSatisfy({ $0.setting.forced == appearance })
            else { return nil }
            return AppleForcedAppearance(
                appearance: appearance, source: "\(first.setting.text) in \(first.path):\(first.setting.line)",
                scope: scope)
        }
    }

    /// Restricts the Apple UI files' pairs (storyboards, xibs, Swift views, and the views Objective-C code builds)
    /// under a forced plist to its appearance: the setting is the app's, whatever language draws the view.
    /// A pair already limited to other appearances (the light half of a use whose dark half needs review) is never
    /// shown: it leaves, and the use stays with its other pairs. A site whose every pair is for another appearance
    /// (a fallback for systems before dark mode, light only, in an app forced dark) is never shown at all: its pairs
    /// leave and its use is counted with the UI nothing shows (`AppleReachability.Unshown`, `.otherAppearance`).
    static func apply(_ settings: [AppleForcedAppearance], to scan: inout UsageScan) {
        guard !settings.isEmpty else { return }
        let apple: Set<String> = ["storyboard", "xib", "swift", "m", "mm", "h"]
        var neverShown = IndexSet()
        var forcedBy: [Int: AppleForcedAppearance] = [:]
        for index in scan.pairs.indices {
            let path = scan.pairs[index].site.location.path
            guard apple.contains((path as NSString).pathExtension.lowercased()),
                let forced = settings.filter({ path.hasPrefix($0.scope) }).max(by: { $0.scope.count < $1.scope.count })
            else { continue }
            if let own = scan.pairs[index].appearances, !own.contains(forced.appearance) {
                neverShown.insert(index)
                forcedBy[index] = forced
                continue
            }
            scan.pairs[index].appearances = [forced.appearance]
            scan.pairs[index].evidence += "; the app shows only \(forced.appearance.rawValue) (\(forced.source))"
            // The elevated level (a sheet, a popover) changes dark values only: in an app that shows light only,
            // whether the view is presented does not change its pair.
            if !forced.appearance.isDark, let review = scan.pairs[index].review, review.kind == .hostUnknown,
                review.detail.contains(ApplePresentationLevel.elevatedNote)
            {
                scan.pairs[index].review = nil
                scan.pairs[index].evidence += "; light is the same at the elevated level"
            }
        }
        // Only where another pair of the same site stays: a use keeps at least one pair.
        let kept = Set(
            scan.pairs.indices.filter { !neverShown.contains($0) }.map { Self.siteKey(scan.pairs[$0]) })
        // A site with no pair left is never shown: listed with the UI nothing shows, by its line, where no pair
        // that stays is on the same line (`AppleReachability` removes and counts it).
        let keptLines = Set(
            scan.pairs.indices.filter { !neverShown.contains($0) }.map {
                "\(scan.pairs[$0].site.location.path):\(scan.pairs[$0].site.location.line)"
            })
        var unshown: [AppleReachability.Unshown] = []
        var droppedUses = Set<String>()
        for index in neverShown where !kept.contains(Self.siteKey(scan.pairs[index])) {
            guard let forced = forcedBy[index] else { continue }
            let pair = scan.pairs[index]
            let l = pair.site.location
            guard !keptLines.contains("\(l.path):\(l.line)") else {
                if case .text = pair.role { droppedUses.insert(Self.siteKey(pair)) }
                continue
            }
            let own = (pair.appearances ?? []).map(\.rawValue).sorted().joined(separator: ", ")
            let file = l.path.split(separator: "/").last.map(String.init) ?? l.path
            let name =
                "\(file) (for \(own) only; the app shows only \(forced.appearance.rawValue): \(forced.source))"
            let entry = AppleReachability.Unshown(
                path: l.path, name: name, lines: [l.line...l.line], why: .otherAppearance)
            if !unshown.contains(entry) && !scan.unshown.contains(entry) { unshown.append(entry) }
        }
        scan.pairs = scan.pairs.indices.filter { index in
            guard neverShown.contains(index), !kept.contains(Self.siteKey(scan.pairs[index])) else {
                return !neverShown.contains(index)
            }
            // Kept for `AppleReachability` when listed by its line; dropped here (and counted) otherwise.
            let l = scan.pairs[index].site.location
            return !keptLines.contains("\(l.path):\(l.line)")
        }
        .map { scan.pairs[$0] }
        scan.unshown += unshown
        scan.leaveOutUnshownUses(droppedUses.count)
    }

    static func siteKey(_ pair: ObservedPair) -> String {
        let l = pair.site.location
        return "\(l.path):\(l.line):\(l.column ?? 0):\(l.keyPath ?? ""):\(pair.site.elementID ?? "")"
    }
}
