#import <UIKit/UIKit.h>

@interface ReaderTheme : NSObject
+ (UIColor *)quoteColor;
+ (UIColor *)metaColor;
+ (void)setMetaColor:(UIColor *)color;
@end
