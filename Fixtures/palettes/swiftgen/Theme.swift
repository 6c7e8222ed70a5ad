// Fixture: colors reached through SwiftGen's generated accessors (`Asset.…`) whose generated file is not in the
// sources read (SwiftGen writes it at build time).
import UIKit
import SwiftUI

enum Theme {
    static let text = Asset.Colors.Label.primary.color
    static let inverseText = Asset.Colors.Label.primaryReverse.swiftUIColor
    static let brand = UIColor(asset: Asset.Colors.Brand.lightBlurple)
    static let shade = Asset.Colors._700.color
    // `Surfaces` is a plain folder (no namespace): SwiftGen leaves it out of the path.
    static let card = Asset.Colors.card.color
    // Two catalogs define a `card`: the bare name is ambiguous, the catalog enum decides.
    static let anyCard = Asset.card.color
    static let widgetCard = Asset.Widget.card.color
    static let missing = Asset.Colors.Label.quaternary.color
    // An accessor the app declares on `ColorAsset` itself (`AssetExtensions.swift`): the asset's color.
    static let brandSwiftUI = Asset.Colors.Brand.lightBlurple.swiftUiColor
}
