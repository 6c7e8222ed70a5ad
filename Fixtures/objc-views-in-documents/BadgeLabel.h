#import <UIKit/UIKit.h>

@interface BadgeLabel : UILabel
@end
