#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIColor (Atlas)

+ (UIColor *)atlasInkColor;
@property (class, nonatomic, readonly) UIColor *atlasMutedColor;
+ (UIColor *)atlasUserColor;

@end

NS_ASSUME_NONNULL_END
