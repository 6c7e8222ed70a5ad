import UIKit
import SwiftUI
import Rswift

/// Colors of the onboarding flow, named through R.swift and Xcode's generated symbols.
enum OnboardingStyle {
    static let title = R.color.brandPrimary()!
    static let subtitle = R.color.accentText.callAsFunction()
    static let background = UIColor(resource: R.color.onboardingBackground)
    static let link = UIColor(resource: ColorResource.brandPrimary)
    static let swiftUIAccent = Color(ColorResource.accentText)
    static let missing = R.color.brandSecondary()
}
