#import <UIKit/UIKit.h>
#import "NoteViewController.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = [[NoteViewController alloc] initWithNibName:@"NoteViewController" bundle:nil];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
