#import <UIKit/UIKit.h>

@interface UIColor (Ledger)
+ (UIColor *)ldr_inkColor;
+ (UIColor *)ldr_accentColor;
+ (UIColor *)ldr_surfaceColor;
@end
