import Foundation
import LegiblePalette
import Testing

@testable import LegibleUsage

/// An appearance set in code forces it only when the release app always runs that code: a switch over the user's
/// appearance setting, a `#if SNAPSHOT` branch, an early exit on a setting or a computed value leave every
/// appearance to check (`SwiftReleaseCode`, `SwiftAppearanceSetting`).
struct AppearanceInCodeTests {
    /// A UIKit screen with one label on the system background, and `extra` files beside it.
    static let screen = """
        import UIKit
        final class NotesViewController: UIViewController {
            let caption = UILabel()
            override func viewDidLoad() {
                view.backgroundColor = .systemBackground
                view.addSubview(caption)
                caption.textColor = .secondaryLabel
            }
        }
        """

    /// The appearances of the caption's pair when the app folder holds the screen and `files`.
    func captionAppearances(_ files: [String: String]) throws -> [Appearance]? {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, source) in files.merging(["NotesViewController.swift": Self.screen], uniquingKeysWith: { a, _ in a })
        {
            try source.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let pairs = UsageLoader().load([dir.path], palette: Palette()).pairs
        let caption = try #require(pairs.first { $0.foreground.displayName == "secondaryLabel" })
        return caption.appearances
    }

    @Test func aSwitchOverTheUsersAppearanceSettingLeavesEveryAppearance() throws {
        let appearances = try captionAppearances([
            "SceneDelegate.swift": """
            import UIKit
            enum AppearanceSetting { case light, dark, automatic }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func apply(_ setting: AppearanceSetting) {
                    switch setting {
                    case .light: window?.overrideUserInterfaceStyle = .light
                    case .dark: window?.overrideUserInterfaceStyle = .dark
                    case .automatic: window?.overrideUserInterfaceStyle = .unspecified
                    }
                }
            }
            """
        ])
        #expect(appearances == nil)
    }

    @Test func aScreenshotBuildsAppearanceIsNotTheReleaseApps() throws {
        let appearances = try captionAppearances([
            "SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    #if SNAPSHOT
                    window?.overrideUserInterfaceStyle = .dark
                    #endif
                }
            }
            """
        ])
        #expect(appearances == nil)
    }

    /// Unconditional release code forces the app, in whichever file it is written, after a `guard let` that only
    /// unwraps the scene.
    @Test func aWindowAppearanceSetUnconditionallyForcesTheApp() throws {
        let appearances = try captionAppearances([
            "WindowStyling.swift": """
            import UIKit
            enum WindowStyling {
                static func install(on scene: UIScene) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    #if DEBUG
                    print("styling", windowScene)
                    #else
                    windowScene.windows.forEach { $0.overrideUserInterfaceStyle = .dark }
                    #endif
                }
            }
            """
        ])
        #expect(appearances == [.dark])
    }

    @Test func anEarlyExitOnASettingMakesTheAppearanceAChoice() throws {
        let appearances = try captionAppearances([
            "AppDelegate.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    guard UserDefaults.standard.bool(forKey: "alwaysDark") else { return true }
                    window?.overrideUserInterfaceStyle = .dark
                    return true
                }
            }
            """
        ])
        #expect(appearances == nil)
    }

    @Test func aComputedAppearanceIsAChoice() throws {
        let appearances = try captionAppearances([
            "AppDelegate.swift": """
            import AppKit
            final class AppDelegate: NSObject, NSApplicationDelegate {
                func applicationDidFinishLaunching(_ notification: Notification) {
                    NSApp.appearance = Preferences.shared.isDark ? NSAppearance(named: .darkAqua) : NSAppearance(named: .aqua)
                }
            }
            """
        ])
        #expect(appearances == nil)
    }

    /// A view controller that sets its own appearance from the theme the user picked is drawn in each.
    @Test func aTypeThatFollowsAThemeSettingIsCheckedInEveryAppearance() throws {
        func source(_ setting: String) -> String {
            """
            import UIKit
            final class PlayerViewController: UIViewController {
                let caption = UILabel()
                var theme: PlayerTheme = .system
                override func viewDidLoad() {
            \(setting)
                    view.backgroundColor = .systemBackground
                    view.addSubview(caption)
                    caption.textColor = .secondaryLabel
                }
            }
            """
        }
        let choice = """
                    switch theme {
                    case .night: overrideUserInterfaceStyle = .dark
                    default: overrideUserInterfaceStyle = .light
                    }
            """
        let always = "        overrideUserInterfaceStyle = .dark"
        for (text, expected) in [(source(choice), nil), (source(always), [Appearance.dark])]
            as [(String, [Appearance]?)]
        {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
                "legible-theme-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("PlayerViewController.swift").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let pair = try #require(SwiftViewsReader.read(files: [path], palette: Palette()).pairs.first)
            #expect(pair.appearances == expected)
        }
    }

    @Test func aPreferredColorSchemeInAScreenshotBuildIsNotTheApps() throws {
        func appearances(_ condition: String) throws -> [Appearance]? {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
                "legible-scheme-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("Card.swift").path
            try """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    #if \(condition)
                    Text("Hi").foregroundColor(.secondary).preferredColorScheme(.dark)
                    #else
                    Text("Hi").foregroundColor(.secondary)
                    #endif
                }
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
            let pairs = SwiftViewsReader.read(files: [path], palette: Palette()).pairs
            // The text in the `#if` branch, line 5.
            return try #require(pairs.first { $0.site.location.line == 5 }).appearances
        }
        #expect(try appearances("SNAPSHOT") == nil)
        #expect(try appearances("os(iOS)") == [.dark])
    }
}
