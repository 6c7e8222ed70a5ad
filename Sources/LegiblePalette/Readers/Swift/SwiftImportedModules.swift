import LegibleSwiftSyntax

/// Where a name that no file read declares most likely comes from: the modules its file imports that are not among
/// the files read (ProtonVPN's `.color(.text, .interactive)` with `import Theme`, a package whose checkout is not in
/// the repository). Apple's SDK modules are never in a repository and are not named.
enum SwiftImportedModules {
    /// Apple SDK modules and the standard library (Apple Developer documentation, "Frameworks").
    static let platform: Set<String> = [
        "Accelerate", "Accessibility", "ActivityKit", "AppIntents", "AppKit", "ApplicationServices", "ARKit",
        "AudioToolbox", "AuthenticationServices", "AVFoundation", "AVKit", "BackgroundTasks", "Carbon", "Charts",
        "CloudKit", "Cocoa", "Combine", "Contacts", "ContactsUI", "CoreBluetooth", "CoreData", "CoreFoundation",
        "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreServices",
        "CoreSpotlight", "CoreText", "CoreTransferable", "CryptoKit", "Darwin", "Dispatch", "EventKit", "EventKitUI",
        "Foundation", "GameKit", "HealthKit", "ImageIO", "Intents", "IntentsUI", "LinkPresentation",
        "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "MobileCoreServices",
        "NaturalLanguage", "Network", "NetworkExtension", "NotificationCenter", "ObjectiveC", "Observation", "os",
        "OSLog", "PDFKit", "PencilKit", "Photos", "PhotosUI", "QuartzCore", "QuickLook", "QuickLookThumbnailing",
        "RealityKit", "SafariServices", "SceneKit", "Security", "ServiceManagement", "Social", "Speech", "SpriteKit",
        "StoreKit", "Swift", "SwiftData", "SwiftUI", "SystemConfiguration", "TipKit", "UIKit",
        "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit", "WatchKit",
        "WebKit", "WidgetKit", "XCTest",
    ]

    /// The modules a file imports (`import Theme`, `@testable import Core`, `import struct Kit.Palette` → `Kit`), in
    /// order, once each.
    static func imports(_ tokens: [SwiftToken]) -> [String] {
        var out: [String] = []
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == "import" {
            var k = i + 1
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
            if k < tokens.count, kinds.contains(tokens[k].text) { k += 1 }
            guard k < tokens.count, tokens[k].kind == .identifier, !out.contains(tokens[k].text) else { continue }
            out.append(tokens[k].text)
        }
        return out
    }

    /// The imported modules of a file that are neither Apple's nor a folder of the files read (a SwiftPM target's
    /// `Sources/Theme`, a framework's `Theme/` folder).
    static func absent(imports: [String], paths: [String]) -> [String] {
        var folders: Set<Substring> = []
        for path in paths { folders.formUnion(path.split(separator: "/").dropLast()) }
        return imports.filter { !platform.contains($0) && !folders.contains(Substring($0)) }
    }

    /// How a dependency's colors become readable: its checkout inside the repository (`DependencyCheckouts`).
    static let howToAdd =
        "resolve packages into the repository (.build/checkouts, SourcePackages/checkouts, Pods, Carthage/Checkouts) and Legible reads their colors"

    /// What a failure naming an undeclared name adds: the absent modules it may come from, and how to read them.
    static func note(absent: [String]) -> String {
        switch absent.count {
        case 0: ""
        case 1:
            "; not declared in the files read: it is likely from \(absent[0]), not in the files read: \(howToAdd)"
        default:
            "; not declared in the files read: it is likely from one of \(absent.joined(separator: ", ")), not in the files read: \(howToAdd)"
        }
    }
}

extension SwiftEvaluator {
    /// `SwiftImportedModules.note` for a name undeclared in a file, when it names a type's member (`ColorProvider.x`,
    /// `UIColor.brandText()`, `.normalTextColor()`). A lower-case name (`textColor`, `model.tint`) is more likely a
    /// local value, a bare type (`AnyShapeStyle(_:)`) and a method of a platform color (`Color.clear.overlay(_:)`)
    /// more likely the SDK's.
    func undeclaredNote(for path: String, unit: Int) -> String {
        let parts = path.split(separator: ".").map(String.init)
        guard let first = path.first, first == "." || (first.isUppercase && parts.count >= 2) else { return "" }
        if parts.count >= 3, SwiftSystemColorNames.platformPrefix(Array(parts.prefix(2))) != nil { return "" }
        if let cached = absentModules[unit] { return SwiftImportedModules.note(absent: cached) }
        let absent = SwiftImportedModules.absent(
            imports: SwiftImportedModules.imports(units[unit].tokens), paths: units.map(\.path))
        absentModules[unit] = absent
        return SwiftImportedModules.note(absent: absent)
    }
}
