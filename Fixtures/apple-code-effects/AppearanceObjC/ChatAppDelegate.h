#import <UIKit/UIKit.h>

@interface ChatAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
