#import <UIKit/UIKit.h>

@interface ThemeService : NSObject
@property (class, nonatomic, readonly) ThemeService *shared;
@property (nonatomic, readonly) UIColor *captionColor;
@end
