// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v16)],
    products: [.library(name: "ShopUI", targets: ["ShopUI"])],
    targets: [
        .target(name: "ShopUI"),
        .testTarget(name: "ShopUITests", dependencies: ["ShopUI"]),
    ]
)
