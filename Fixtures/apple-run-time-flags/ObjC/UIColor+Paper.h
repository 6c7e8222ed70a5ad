#import <UIKit/UIKit.h>

@interface UIColor (Paper)
+ (void)usePaperColors:(BOOL)usePaper;
+ (UIColor *)pageTextColor;
+ (UIColor *)pageBackgroundColor;
@end
