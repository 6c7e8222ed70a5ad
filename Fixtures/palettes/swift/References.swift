// Fixture: references to catalog colors, system colors, other palette colors and alpha modifiers.
import UIKit
import SwiftUI

enum Semantic {
    static let brand = UIColor(named: "Brand")!
    static let brandSwiftUI = Color("Brand")
    static let accentSymbol = Color(.brandAccent)
    static let accentResource = UIColor(resource: .brandAccent)
    static let missing = UIColor(named: "NotInAnyCatalog")
    static let label = UIColor.label
    static let background: UIColor = .systemBackground
    static let qualified = UIColor.Palette.ceruleanBlue
    static let shortPath = Palette.charcoal
    static let implicitMember: UIColor = .highlight
    static let faded = UIColor.Palette.ceruleanBlue.withAlphaComponent(0.6)
    static let faintLabel = UIColor.label.withAlphaComponent(0.5)
    static let softLeaf = Color.accentLeaf.opacity(0.5)
    static let sameFile = brand
}

extension UIColor {
    static let highlight = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
}
