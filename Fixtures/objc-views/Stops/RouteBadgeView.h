#import <UIKit/UIKit.h>

@interface RouteBadgeView : UIView
@end
