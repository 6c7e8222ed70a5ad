#import <UIKit/UIKit.h>
#import "ChatViewController.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] init];
    self.window.rootViewController = [[ChatViewController alloc] initWithNibName:@"ChatViewController" bundle:nil];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
