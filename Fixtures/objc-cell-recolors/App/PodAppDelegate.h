#import <UIKit/UIKit.h>

@interface PodAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
