import UIKit

enum SkinChoice: Int {
    case paper = 0
    case dusk
    case followSystem
}

/// The reading skin the user picked in Settings.
final class Skin: NSObject {
    static let paperSkin = Skin(swatches: paperSwatches)
    static let duskSkin = Skin(swatches: duskSwatches)
    static let inkSkin = Skin(swatches: inkSwatches)

    static var active: Skin = {
        let stored = UserDefaults.standard.integer(forKey: "reader.skin")
        return Skin.skin(for: SkinChoice(rawValue: stored))
    }()

    /// The player never shows the paper skin.
    static var activeForPlayer: Skin {
        if Skin.active.prefersInk {
            return .inkSkin
        }
        return Skin.duskSkin
    }

    var prefersInk: Bool { UserDefaults.standard.bool(forKey: "reader.ink") }

    let swatches: Swatches

    init(swatches: Swatches) {
        self.swatches = swatches
        super.init()
    }

    static func skin(for choice: SkinChoice?) -> Skin {
        guard let choice else { return .paperSkin }
        var night: Skin
        if UserDefaults.standard.bool(forKey: "reader.ink") {
            night = inkSkin
        } else {
            night = duskSkin
        }
        var picked = Skin.paperSkin
        if choice == .dusk {
            picked = night
        }
        return picked
    }
}
