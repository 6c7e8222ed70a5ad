#import <UIKit/UIKit.h>

@interface LogbookAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
