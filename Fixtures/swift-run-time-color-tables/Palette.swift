import UIKit

/// Colors by role, read from a text the app hands over when it starts.
final class Palette {
    enum Role: String {
        case body = "body-text"
        case canvas = "canvas"
    }

    init(text: String) {
        table = Palette.parse(text)
    }

    func color(for role: Role) -> UIColor {
        return table[role.rawValue]!
    }

    private var table: [String: UIColor]!

    private static func parse(_ text: String) -> [String: UIColor] {
        var out: [String: UIColor] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=")
            guard parts.count == 2, let value = UInt32(parts[1], radix: 16) else { continue }
            out[String(parts[0])] = UIColor(
                red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                blue: CGFloat(value & 0xFF) / 255, alpha: 1)
        }
        return out
    }
}
