#import "UIColor+Ledger.h"
#import "LedgerColorMacros.h"

@implementation UIColor (Ledger)

+ (UIColor *)ldr_inkColor {
    return [UIColor colorWithRed:17.0 / 255.0 green:24.0 / 255.0 blue:39.0 / 255.0 alpha:1.0];
}

+ (UIColor *)ldr_accentColor {
    static UIColor *accent;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        accent = LDRColorFromHex(0x0B5FFF);
    });
    return accent;
}

+ (UIColor *)ldr_surfaceColor {
    if (@available(iOS 13.0, *)) {
        return [UIColor colorWithDynamicProvider:^UIColor *(UITraitCollection *traits) {
            if (traits.userInterfaceStyle == UIUserInterfaceStyleDark) {
                return [UIColor colorWithWhite:0.15 alpha:1.0];
            }
            return [UIColor whiteColor];
        }];
    }
    return [UIColor whiteColor];
}

@end
